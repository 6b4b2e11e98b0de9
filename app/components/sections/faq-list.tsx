import { useId } from "react";
import type { FaqItem, ListSection } from "#app/content/model/blocks.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { ListBand, type BandOptions } from "#app/components/ui/section.tsx";

/**
 * An exclusive accordion of native disclosures (spec section 4): the shared `name` keeps one item
 * open at a time, opening another closes the first, and the open one closes again. It works at
 * first paint, without JavaScript, from the keyboard, and find-in-page opens the matching answer.
 */
function FaqList({ items }: { items: FaqItem[] }) {
  const group = useId();
  return (
    <Card className="divide-y divide-forest-100">
      {items.map((item) => (
        <details key={item.question} name={group} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-forest-900 hover:bg-forest-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <Icon name="chevron-down" className="size-5 shrink-0 text-forest-600 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <p className="px-5 pb-5 text-slate-700">{item.answer}</p>
        </details>
      ))}
    </Card>
  );
}

/** A page's questions and answers, as a band of their own. */
export function FaqSection({ faq, ...band }: { faq: ListSection<FaqItem> } & BandOptions) {
  return <ListBand list={faq} body={<FaqList items={faq.items} />} {...band} />;
}
