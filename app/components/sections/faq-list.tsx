import { useId, useState } from "react";
import type { FaqItem } from "~/content/types";
import { Icon } from "~/components/ui/icon";

/**
 * An accordion with one item open at a time (spec section 4): opening another closes the first,
 * and the open one closes again on a second press. Each answer is a region labelled by its button.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-forest-100 rounded-2xl border border-forest-100 bg-white shadow-sm">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-forest-900 hover:bg-forest-50"
              >
                <span>{item.question}</span>
                <Icon name="chevron-down"
                  className={`size-5 shrink-0 text-forest-600 transition-transform duration-200 ${open ? "rotate-180" : ""}`}
                  />
              </button>
            </h3>
            <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="px-5 pb-5 text-slate-700">
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
