import type { Route } from "./+types/areas";
import { readPage } from "#app/content/content-files.server.ts";
import { AreasGrid } from "#app/components/sections/areas-grid.tsx";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { RegionGrid } from "#app/components/sections/region-grid.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { areaGridLinks } from "#app/content/area-links.ts";
import { routeMeta } from "#app/seo/route-meta.ts";

/** The page's words, read from its content file when the site is built. */
export function loader() {
  const areas = readPage("areas");
  return { ...areas, areaLinks: areaGridLinks(areas) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.meta, matches);

export default function Areas({ loaderData: areas }: Route.ComponentProps) {
  const { regions } = areas;
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={areas.hero} />
      <Section heading={regions.heading} intro={regions.intro}>
        <RegionGrid regions={regions.items} />
      </Section>
      <Section heading={areas.areaGrid.heading} intro={areas.areaGrid.intro} tone="tint">
        <AreasGrid links={areas.areaLinks} />
      </Section>
      <CtaBand cta={areas.cta} />
    </>
  );
}
