import type { ServiceCard as ServiceCardContent } from "~/content/types";
import { ServiceCard } from "~/components/ui/service-card";
import { cn } from "~/lib/cn";

const grids = { 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" };

/** Service cards side by side: three to a row on the home and services pages, four on a suburb's. */
export function ServiceGrid({ cards, columns = 3 }: { cards: ServiceCardContent[]; columns?: keyof typeof grids }) {
  return (
    <ul className={cn("grid gap-6", grids[columns])}>
      {cards.map((card) => (
        <li key={card.title}>
          <ServiceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
