/**
 * The storm notice's band as every page shows it under the header (the site's own StormNotice), from
 * the unsaved form: drawn in a router of its own in memory, as the page's data hands it the notice
 * (React Router's public createMemoryRouter). Loaded only when the owner asks to see it: the router
 * is not needed before.
 */
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { StormNotice } from "#app/components/layout/storm-notice.tsx";
import { placeholderValues } from "#app/content/business.ts";
import { fillText } from "#app/content/placeholders.ts";
import { stormNotice } from "#app/content/storm-notice-dates.ts";
import type { PageContext } from "#app/layout-data/page-context.ts";
import { words } from "./editor-words.ts";

/** A router in memory whose one page has `notice` in its data, as the build hands it to every page. */
function routerShowing(notice: NonNullable<ReturnType<typeof stormNotice>>) {
  const page: PageContext = { canonicalPath: "/", crumbs: [], stormNotice: notice, reviews: [], menu: [] };
  return createMemoryRouter([{ id: "root", path: "/", element: <StormNotice />, loader: () => ({ page }) }], {
    hydrationData: { loaderData: { root: { page } } },
  });
}

/** The band as a page built now would show it, or why it shows nowhere. */
export default function StormNoticePreview({ fields }: { fields: Record<string, unknown> }) {
  const [now] = useState(() => new Date());
  const message = fillText(String(fields.message ?? ""), placeholderValues);
  const notice = stormNotice({ show: fields.show === true, message, until: String(fields.until ?? "") }, undefined, now);
  // The form is put away while its preview shows: the fields do not change under it.
  const [router] = useState(() => notice && routerShowing(notice));
  return router ? <RouterProvider router={router} /> : <p className="text-base">{words.noticeShowsNowhere}</p>;
}
