import { useId } from "react";
import type { CallToAction } from "#app/content/model/blocks.ts";
import { QuoteLink } from "#app/components/ui/actions.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";

/** The closing band on every page: call now, or ask for a quote. */
export function CtaBand({ cta, quoteLabel }: { cta: CallToAction; quoteLabel?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="bg-forest-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
            {cta.heading}
          </h2>
          <p className="mt-3 text-lg text-forest-100">{cta.text}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <PhoneLink variant="button" />
          <QuoteLink label={quoteLabel} />
        </div>
      </div>
    </section>
  );
}
