import type { Route } from "./+types/about";
import { about as content } from "~/content/about";
import { CredentialList } from "~/components/sections/credential-list";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Prose } from "~/components/sections/prose";
import { ReasonList } from "~/components/sections/reason-list";
import { TestimonialCard } from "~/components/sections/testimonial-card";
import { ArrowLink } from "~/components/ui/actions";
import { Section } from "~/components/ui/section";
import { BusinessJsonLd } from "~/components/ui/structured-data";
import { paths } from "~/paths";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => content;

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
      <Section heading={whyChoose.heading} intro={whyChoose.intro} tone="tint">
        <ReasonList items={whyChoose.items} columns={2} />
      </Section>
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
