import type { Route } from "./+types/areas";
import { areas as content } from "~/content/areas";
import { AreasGrid } from "~/components/sections/areas-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { RegionGrid } from "~/components/sections/region-grid";
import { Section } from "~/components/ui/section";
import { BusinessJsonLd } from "~/components/ui/structured-data";
import { areaGridLinks } from "~/lib/area-links";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => ({ ...content, areaLinks: areaGridLinks });

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
