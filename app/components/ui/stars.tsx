import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** A rating as that many amber stars, read out as "Rated N out of 5". */
export function Stars({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={siteCopy.rating(rating)} className="inline-flex gap-0.5 text-sun-500">
      {Array.from({ length: rating }, (_, index) => (
        <Icon name="star" key={index} className={className} filled />
      ))}
    </span>
  );
}
