import type { ServiceCard as ServiceCardContent } from "~/content/types";
import { ServiceCard } from "~/components/ui/service-card";

export function ServiceGrid({ cards, columns = 3 }: { cards: ServiceCardContent[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((card) => (
        <li key={card.title}>
          <ServiceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
