import type { ReactNode } from "react";
import type { Hero as HeroContent } from "#app/content/model/blocks.ts";
import { QuoteLink } from "#app/components/ui/actions.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { heroArt } from "#app/brand/artwork.ts";
import { TreeLine } from "#app/components/ui/tree-line.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ExpectFirstScreen, firstScreenEndId } from "#app/components/layout/first-screen.tsx";

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
      <img
        src={heroArt.path}
        width={heroArt.width}
        height={heroArt.height}
        alt=""
        decoding="async"
        className="pointer-events-none absolute right-[max(1rem,calc((100vw-72rem)/2))] bottom-10 hidden xl:block"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-12 pb-10 md:pt-20 md:pb-14">
        <p className="text-sm font-semibold tracking-wider text-sun-300 uppercase">{hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance md:text-5xl xl:max-w-[38rem]">{hero.heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-forest-100 md:text-xl xl:max-w-[36rem]">{hero.intro}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <PhoneLink variant="button" label={callLabel} />
          <QuoteLink to={quoteHref} />
        </div>
        {hero.highlights.length > 0 && (
          <ul className="mt-8 flex flex-col gap-2 text-forest-50 sm:flex-row sm:flex-wrap sm:gap-x-6 xl:max-w-[38rem]">
            {hero.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2">
                <Icon name="check" className="size-5 text-sun-300" />
                {highlight}
              </li>
            ))}
          </ul>
        )}
        {extra}
      </div>
      {/* Last in the band: once parsed, the first screen is whole and may be painted. */}
      <TreeLine className="text-paper" id={firstScreenEndId} />
      <ExpectFirstScreen />
    </section>
  );
}
