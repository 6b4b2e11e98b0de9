import { usePageContext } from "#app/layout-data/page-context.ts";
import { BreadcrumbJsonLd } from "#app/components/ui/json-ld.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The trail for the current page (with its Home first); none on the home page or the not-found page. */
export function Breadcrumbs() {
  const { crumbs, canonicalPath } = usePageContext();
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-forest-100 bg-white">
      <BreadcrumbJsonLd crumbs={crumbs} canonicalPath={canonicalPath} />
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-1 gap-y-1 px-4 py-2.5 text-sm text-slate-600">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 && <Icon name="chevron-right" className="size-4 text-slate-400" />}
              {last ? (
                <span aria-current="page" className="font-semibold text-forest-900">
                  {crumb.label}
                </span>
              ) : crumb.isPage ? (
                <a href={crumb.path} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-forest-800 hover:underline">
                  {crumb.label}
                </a>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
