import type { EmergencySituation } from "~/content/types";
import { Icon } from "~/components/ui/icon";

export function SituationGrid({ items }: { items: EmergencySituation[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-forest-100 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-sun-400/25 text-sun-600">
            <Icon name={item.icon} className="size-6 text-forest-900" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-forest-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
