/**
 * Site components that read the page's data (the storm notice, the menu in the header and the footer)
 * drawn in a router of their own in memory, as the build hands every page its data (React Router's
 * public createMemoryRouter). Loaded only with the previews that need it.
 */
import { useState, type ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { PageContext } from "#app/layout-data/page-context.ts";

/** A router in memory whose one page shows `children`, with `page` in its data as the build hands it to every page. */
function routerShowing(children: ReactNode, page: PageContext) {
  return createMemoryRouter([{ id: "root", path: "/", element: children, loader: () => ({ page }) }], {
    hydrationData: { loaderData: { root: { page } } },
  });
}

/** `children` as a page shows them, with `page`'s data; drawn once (the form is put away while its preview shows). */
export function SiteFrame({ children, page = {} }: { children: ReactNode; page?: Partial<PageContext> }) {
  const [router] = useState(() =>
    routerShowing(children, { canonicalPath: "/", crumbs: [], stormNotice: null, reviews: [], menu: [], ...page }),
  );
  return <RouterProvider router={router} />;
}
