import type { ListSection, ServiceCard as ServiceCardContent } from "#app/content/model/blocks.ts";
import { ServiceCard } from "#app/components/ui/service-card.tsx";
import { ListBand, type BandOptions } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";

const grids = { 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" };

/** Service cards side by side: three to a row on the home and services pages, four on a suburb's. */
function ServiceGrid({ cards, columns = 3 }: { cards: ServiceCardContent[]; columns?: keyof typeof grids }) {
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

/** A page's services as a band of their own, with whatever leads on from them. */
export function ServiceSection({
  services,
  columns,
  ...band
}: { services: ListSection<ServiceCardContent>; columns?: keyof typeof grids } & BandOptions) {
  return <ListBand list={services} body={<ServiceGrid cards={services.items} columns={columns} />} {...band} />;
}
