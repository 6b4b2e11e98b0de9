import { MapPin } from "lucide-react";
import type { Route } from "./+types/areas";
import { areas as content } from "~/content/areas";
import { AreasGrid } from "~/components/sections/areas-grid";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/ui/section";
import { StructuredData } from "~/components/ui/structured-data";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => content;

export const meta: Route.MetaFunction = ({ loaderData, location }) => routeMeta(loaderData.meta, location);

export default function Areas({ loaderData: areas }: Route.ComponentProps) {
  const { regions } = areas;
  return (
    <>
      <StructuredData type="organization" pageTitle={areas.meta.title} pageDescription={areas.meta.description} />
      <Hero hero={areas.hero} />
      <Section heading={regions.heading} intro={regions.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {regions.items.map((region) => (
            <li key={region.name} className="rounded-2xl border border-forest-100 bg-white p-6 shadow-sm">
              <h3 className="flex items-center gap-2 text-xl font-bold text-forest-900">
                <MapPin className="size-5 text-forest-600" aria-hidden="true" />
                {region.name}
              </h3>
              <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-slate-700">
                {region.suburbs.map((suburb) => (
                  <li key={suburb}>{suburb}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section heading={areas.areaGrid.heading} intro={areas.areaGrid.intro} tone="tint">
        <AreasGrid links={areas.areaLinks} />
      </Section>
      <CtaBand cta={areas.cta} />
    </>
  );
}
