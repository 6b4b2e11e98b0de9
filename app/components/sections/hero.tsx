import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { Hero as HeroContent } from "~/content/types";
import { CallButton, QuoteLink } from "~/components/ui/actions";
import { TreeLine } from "~/components/ui/tree-line";

/** The page's opening band: its h1, the call button and the quote link. */
export function Hero({
  hero,
  callLabel,
  quoteHref,
  extra,
}: {
  hero: HeroContent;
  callLabel?: string;
  /** Where the quote button leads; /contact unless the form is on this page. */
  quoteHref?: string;
  extra?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-forest-900 via-forest-800 to-forest-700 text-white">
      <svg className="absolute -right-16 -top-10 h-80 w-80 text-forest-700/40 md:h-[28rem] md:w-[28rem]" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M100 10c-38 0-64 26-64 58 0 22 13 40 34 48-14 4-26 16-26 32 0 20 18 34 40 34h32c22 0 40-14 40-34 0-16-12-28-26-32 21-8 34-26 34-48 0-32-26-58-64-58Z" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4 pb-10 pt-12 md:pb-14 md:pt-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-sun-300">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{hero.heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-forest-100 md:text-xl">{hero.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <CallButton label={callLabel} />
          <QuoteLink to={quoteHref} />
        </div>
        {hero.highlights.length > 0 && (
          <ul className="mt-8 flex flex-col gap-2 text-forest-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <Check className="size-5 text-sun-300" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
        )}
        {extra}
      </div>
      <TreeLine className="text-paper" />
    </section>
  );
}
