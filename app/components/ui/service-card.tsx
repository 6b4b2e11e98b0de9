import type { ServiceCard as ServiceCardContent } from "#app/content/model/blocks.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** The reusable service card (spec section 2): title, description, icon and feature bullets. */
export function ServiceCard({ card }: { card: ServiceCardContent }) {
  return (
    <Card as="article" className="flex h-full flex-col p-6">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-forest-100 text-forest-700">
        <Icon name={card.icon} />
      </span>
      <h3 className="mt-4 text-xl font-bold text-forest-900">{card.title}</h3>
      <p className="mt-2 text-slate-600">{card.description}</p>
      <ul className="mt-4 space-y-2 text-slate-700">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Icon name="check" className="mt-1 size-4 shrink-0 text-forest-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
