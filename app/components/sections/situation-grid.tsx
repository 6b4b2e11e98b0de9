import type { EmergencySituation } from "#app/content/model/pages.ts";
import { IconItem } from "#app/components/ui/icon-item.tsx";

/** What a storm can leave behind, each with what to do about it. */
export function SituationGrid({ items }: { items: EmergencySituation[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <IconItem key={item.title} item={item} look="situation" />
      ))}
    </ul>
  );
}
