import type { Route } from "./+types/testimonials";
import { business } from "#app/content/business.ts";
import { readPage, readTestimonials } from "#app/content/content-files.server.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { GoogleReview } from "#app/components/sections/google-review.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { TestimonialGrid } from "#app/components/sections/testimonial-card.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { routeMeta } from "#app/seo/route-meta.ts";

/** The page's words, read from its content file when the site is built, and the newest testimonials (content/testimonials). */
export function loader() {
  const page = readPage("testimonials");
  return { ...page, reviews: { ...page.reviews, items: readTestimonials() } };
}

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
