import type { Reason } from "~/content/types";
import { IconItem } from "~/components/ui/icon-item";
import { cn } from "~/lib/cn";

const grids = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" };

/** "Why choose us" points: an icon, a short title and a line of explanation. */
export function ReasonList({ items, columns = 3 }: { items: Reason[]; columns?: keyof typeof grids }) {
  return (
    <ul className={cn("grid gap-8", grids[columns])}>
      {items.map((item) => (
        <IconItem key={item.title} item={item} look="reason" />
      ))}
    </ul>
  );
}
