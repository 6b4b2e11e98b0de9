import type { Route } from "./+types/testimonials";
import { business } from "~/content/business";
import { testimonialsPage as content } from "~/content/testimonials";
import { CtaBand } from "~/components/sections/cta-band";
import { GoogleReview } from "~/components/sections/google-review";
import { Hero } from "~/components/sections/hero";
import { TestimonialGrid } from "~/components/sections/testimonial-card";
import { Section } from "~/components/ui/section";
import { BusinessJsonLd } from "~/components/ui/structured-data";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => content;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function Testimonials({ loaderData: testimonialsPage }: Route.ComponentProps) {
  const { reviews, googleLinkLabel } = testimonialsPage;
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={testimonialsPage.hero} />
      <div className="mx-auto -mt-2 max-w-6xl px-4 pb-4">
        <GoogleReview
          heading={testimonialsPage.googleReview.heading}
          text={testimonialsPage.googleReview.text}
          linkLabel={googleLinkLabel}
          reviewCount={business.rating.testimonialsCount}
        />
      </div>
      <Section heading={reviews.heading} intro={reviews.intro} tone="tint">
        <TestimonialGrid items={reviews.items} />
      </Section>
      <CtaBand cta={testimonialsPage.cta} />
    </>
  );
}
