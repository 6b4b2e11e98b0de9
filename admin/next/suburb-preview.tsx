/**
 * The top of a suburb's page (the site's Hero with the suburb's place, then its service cards, each a
 * service of the catalogue in the suburb's words: the site's ServiceSection), from the unsaved form.
 */
import type { ContentIndex } from "#app/content/entry-check.ts";
import { Hero } from "#app/components/sections/hero.tsx";
import { ServiceSection } from "#app/components/sections/service-grid.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { business } from "#app/content/business.ts";
import { withCatalogue } from "#app/content/catalogue.ts";
import type { ServiceCard } from "#app/content/model/blocks.ts";
import { groupOf, heroOf, iconOf, listOf, textOf, textsOf } from "./preview-values.ts";

/** Each card as the page gets it: the catalogue's service, worded as the suburb's file words it. */
function cardsOf(services: unknown, index: ContentIndex): ServiceCard[] {
  return listOf(groupOf(services).items).flatMap((item) => {
    try {
      const card = groupOf(withCatalogue(item, index.catalogue));
      return [
        { title: textOf(card.title), icon: iconOf(card.icon), description: textOf(card.description), features: textsOf(card.features) },
      ];
    } catch {
      return []; // a service the catalogue has not: the check says so beside the preview
    }
  });
}

export default function SuburbPreview({ fields, index }: { fields: Record<string, unknown>; index: ContentIndex }) {
  const services = groupOf(fields.services);
  // As the suburb's route writes the place under its heading.
  const place = (
    <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-forest-50">
      <Icon name="map-pin" className="size-4 text-sun-300" />
      {textOf(fields.name)} {business.address.region} {textOf(fields.postcode)} · {textOf(fields.council)}
    </p>
  );
  return (
    <div className="-mx-3 -my-6">
      <Hero hero={heroOf(fields.hero)} extra={place} />
      <ServiceSection
        services={{ heading: textOf(services.heading), intro: textOf(services.intro), items: cardsOf(fields.services, index) }}
        columns={4}
      />
    </div>
  );
}
