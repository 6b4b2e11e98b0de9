import type { Reason } from "~/content/types";
import { Icon } from "~/components/ui/icon";

/** "Why choose us" points: an icon, a short title and a line of explanation. */
export function ReasonList({ items, columns = 3 }: { items: Reason[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-8 ${grid}`}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white">
            <Icon name={item.icon} />
          </span>
          <div>
            <h3 className="text-lg font-bold text-forest-900">{item.title}</h3>
            <p className="mt-1 text-slate-600">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
