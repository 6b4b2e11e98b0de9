import type { AreaLink } from "#app/content/model/blocks.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** Suburb links: each leads to its own page, or to /areas for suburbs without one. */
export function AreasGrid({ links }: { links: AreaLink[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {links.map((area) => (
        <li key={area.name}>
          <a
            href={area.link}
            className="flex min-h-14 items-center justify-between gap-2 rounded-xl border border-forest-100 bg-white px-4 py-3 font-semibold text-forest-900 shadow-sm hover:border-forest-300 hover:bg-forest-50"
          >
            <span className="flex items-center gap-2">
              <Icon name="map-pin" className="size-5 text-forest-600" />
              {area.name}
            </span>
            <Icon name="chevron-right" className="size-4 text-slate-400" />
          </a>
        </li>
      ))}
    </ul>
  );
}
