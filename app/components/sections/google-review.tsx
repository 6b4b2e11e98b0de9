import { business } from "#app/content/business.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { Stars } from "#app/components/ui/stars.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** The Google rating with a link out to the reviews on Google Maps. */
export function GoogleReview({
  heading,
  text,
  linkLabel,
  reviewCount,
}: {
  heading: string;
  text: string;
  linkLabel: string;
  reviewCount: number | string;
}) {
  return (
    <Card className="flex flex-col gap-6 p-6 md:flex-row md:items-center md:justify-between md:p-8">
      <div className="flex items-center gap-5">
        <p className="text-5xl font-extrabold text-forest-900">{business.rating.value.toFixed(1)}</p>
        <div>
          <Stars rating={Math.round(business.rating.value)} className="size-6" />
          <p className="mt-1 font-semibold text-slate-700">{siteCopy.googleReviewCount(reviewCount)}</p>
        </div>
      </div>
      <div className="max-w-xl">
        <h2 className="text-xl font-bold text-forest-900">{heading}</h2>
        <p className="mt-1 text-slate-600">{text}</p>
      </div>
      <a
        href={business.googleReviewsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-lg border-2 border-forest-700 px-4 font-semibold text-forest-800 hover:bg-forest-50"
      >
        {linkLabel}
        <Icon name="external-link" className="size-4" />
        <span className="sr-only">{siteCopy.opensInNewTab}</span>
      </a>
    </Card>
  );
}
