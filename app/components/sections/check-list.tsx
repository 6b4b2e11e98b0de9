import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/** Plain points with a tick each. */
export function CheckList({ items, columns = 1 }: { items: string[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn("grid gap-3", columns === 2 && "md:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-forest-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
