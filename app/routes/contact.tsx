import type { Route } from "./+types/contact";
import { readPage } from "#app/content/content-files.server.ts";
import { ContactDetailsCard, EmergencyCard } from "#app/components/sections/contact-cards.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { ReasonSection } from "#app/components/sections/reason-list.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { Island } from "#app/islands/island.tsx";
import { QuoteForm } from "#app/components/quote-form/quote-form.tsx";
import { routeMeta } from "#app/seo/route-meta.ts";
import type { PageHandle } from "#app/site/page-handle.ts";
import { Card } from "#app/components/ui/card.tsx";

/** The quote form is the site's one island of React in the browser; the rest of the page is a document. */
export const handle: PageHandle = { scripts: ["quote-form-island"] };

/** The page's words, read from its content file when the site is built. */
export const loader = () => readPage("contact");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function Contact({ loaderData: contact }: Route.ComponentProps) {
  const { form, details, whyChoose, emergency } = contact;
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={contact.hero} quoteHref="#quote-form" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-3">
        <Card as="section" id="quote-form" aria-labelledby="quote-form-heading" className="p-5 sm:p-8 lg:col-span-2">
          <h2 id="quote-form-heading" className="text-3xl font-bold text-forest-900">
            {form.heading}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{form.intro}</p>
          <Island name="quote-form-island" component={QuoteForm} props={{}} />
        </Card>
        <div className="space-y-6">
          <ContactDetailsCard details={details} />
          <EmergencyCard emergency={emergency} />
        </div>
      </div>
      <ReasonSection reasons={whyChoose} tone="tint" columns={2} />
    </>
  );
}
