import { Clock, Mail, MapPin, Phone, Siren } from "lucide-react";
import type { Route } from "./+types/contact";
import { business, telHref } from "~/content/business";
import { contact as content } from "~/content/contact";
import { Hero } from "~/components/sections/hero";
import { ReasonList } from "~/components/sections/reason-list";
import { CallButton } from "~/components/ui/actions";
import { Section } from "~/components/ui/section";
import { StructuredData } from "~/components/ui/structured-data";
import { QuoteForm } from "~/quote/quote-form";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => content;

export const meta: Route.MetaFunction = ({ loaderData, location }) => routeMeta(loaderData.meta, location);

export default function Contact({ loaderData: contact }: Route.ComponentProps) {
  const { form, details, whyChoose, emergency } = contact;
  return (
    <>
      <StructuredData type="localBusiness" pageTitle={contact.meta.title} pageDescription={contact.meta.description} />
      <Hero hero={contact.hero} quoteHref="#quote-form" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-3">
        <section id="quote-form" aria-labelledby="quote-form-heading" className="rounded-2xl border border-forest-100 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="quote-form-heading" className="text-3xl font-bold text-forest-900">
            {form.heading}
          </h2>
          <p className="mt-2 mb-6 text-slate-600">{form.intro}</p>
          <QuoteForm />
        </section>
        <div className="space-y-6">
          <section aria-labelledby="contact-details-heading" className="rounded-2xl border border-forest-100 bg-white p-6 shadow-sm">
            <h2 id="contact-details-heading" className="text-xl font-bold text-forest-900">
              {details.heading}
            </h2>
            <ul className="mt-4 space-y-3 text-slate-700">
              <li>
                <a href={telHref} className="inline-flex min-h-11 items-center gap-3 text-lg font-bold text-forest-800 hover:underline">
                  <Phone className="size-5 text-forest-600" aria-hidden="true" />
                  {business.phone.display}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Mail className="size-5 shrink-0 text-forest-600" aria-hidden="true" />
                {details.quotesLine}
              </li>
              <li className="flex items-center gap-3">
                <MapPin className="size-5 shrink-0 text-forest-600" aria-hidden="true" />
                {business.region} {business.address.region}
              </li>
              <li className="flex items-center gap-3">
                <Clock className="size-5 shrink-0 text-forest-600" aria-hidden="true" />
                {details.hoursLine}
              </li>
            </ul>
          </section>
          <section aria-labelledby="emergency-heading" className="rounded-2xl bg-forest-900 p-6 text-white shadow-sm">
            <h2 id="emergency-heading" className="flex items-center gap-2 text-xl font-bold">
              <Siren className="size-6 text-sun-300" aria-hidden="true" />
              {emergency.heading}
            </h2>
            <p className="mt-2 text-forest-100">{emergency.text}</p>
            <CallButton className="mt-4 w-full" />
          </section>
        </div>
      </div>
      <Section heading={whyChoose.heading} intro={whyChoose.intro} tone="tint">
        <ReasonList items={whyChoose.items} columns={2} />
      </Section>
    </>
  );
}
