import type { ListSection, Reason } from "#app/content/model/blocks.ts";
import { IconItem } from "#app/components/ui/icon-item.tsx";
import { ListBand, type BandOptions } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";

const grids = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" };

/** "Why choose us" points: an icon, a short title and a line of explanation. */
function ReasonList({ items, columns = 3 }: { items: Reason[]; columns?: keyof typeof grids }) {
  return (
    <ul className={cn("grid gap-8", grids[columns])}>
      {items.map((item) => (
        <IconItem key={item.title} item={item} look="reason" />
      ))}
    </ul>
  );
}

/** "Why choose us" as a band of its own, with whatever leads on from it. */
export function ReasonSection({ reasons, columns, ...band }: { reasons: ListSection<Reason>; columns?: keyof typeof grids } & BandOptions) {
  return <ListBand list={reasons} body={<ReasonList items={reasons.items} columns={columns} />} {...band} />;
}
