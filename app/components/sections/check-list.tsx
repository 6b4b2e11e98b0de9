import { Icon } from "#app/components/ui/icon.tsx";

/** Plain points with a tick each, two columns from the md breakpoint up. */
export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-forest-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
