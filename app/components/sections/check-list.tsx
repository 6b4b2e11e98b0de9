import type { ListSection } from "#app/content/model/blocks.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ListBand, type BandOptions } from "#app/components/ui/section.tsx";

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

/** A band of ticked points under its heading and intro (the storm page's before and after a storm). */
export function CheckSection({ list, ...band }: { list: ListSection<string> } & BandOptions) {
  return <ListBand list={list} body={<CheckList items={list.items} />} {...band} />;
}
