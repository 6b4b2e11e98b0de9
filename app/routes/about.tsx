import type { Route } from "./+types/about";
import { readPage } from "#app/content/content-files.server.ts";
import { CredentialList } from "#app/components/sections/credential-list.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { Prose } from "#app/components/sections/prose.tsx";
import { ReasonSection } from "#app/components/sections/reason-list.tsx";
import { TestimonialCard } from "#app/components/sections/testimonial-card.tsx";
import { ArrowLink } from "#app/components/ui/actions.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { paths } from "#app/site/paths.ts";
import { routeMeta } from "#app/seo/route-meta.ts";

/** The page's words, read from its content file when the site is built. */
export const loader = () => readPage("about");

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function About({ loaderData: about }: Route.ComponentProps) {
  const { story, whyChoose, credentials, testimonial, areasLink } = about;
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={about.hero} />
      <Section heading={story.heading}>
        <Prose paragraphs={story.paragraphs} />
      </Section>
      <ReasonSection reasons={whyChoose} tone="tint" columns={2} />
      <Section heading={credentials.heading} intro={credentials.intro} tone="white">
        <CredentialList />
      </Section>
      <Section heading={testimonial.heading} tone="tint">
        <div className="max-w-2xl">
          <TestimonialCard testimonial={testimonial.item} />
        </div>
      </Section>
      <Section heading={areasLink.heading} intro={areasLink.text}>
        <ArrowLink href={paths.areas}>{areasLink.linkLabel}</ArrowLink>
      </Section>
      <CtaBand cta={about.cta} />
    </>
  );
}
