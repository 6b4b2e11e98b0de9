import type { Region } from "#app/content/model/blocks.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** Regions of the coast, each with the suburbs the crew works in. */
export function RegionGrid({ regions }: { regions: Region[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {regions.map((region) => (
        <Card as="li" key={region.name} className="p-6">
          <h3 className="flex items-center gap-2 text-xl font-bold text-forest-900">
            <Icon name="map-pin" className="size-5 text-forest-600" />
            {region.name}
          </h3>
          <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-slate-700">
            {region.suburbs.map((suburb) => (
              <li key={suburb}>{suburb}</li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
