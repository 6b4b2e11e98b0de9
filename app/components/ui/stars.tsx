import { Star } from "lucide-react";

/** A rating as that many amber stars, read out as "Rated N out of 5". */
export function Stars({ rating, className = "size-5" }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5 text-sun-500">
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} className={`${className} fill-current`} aria-hidden="true" />
      ))}
    </span>
  );
}
