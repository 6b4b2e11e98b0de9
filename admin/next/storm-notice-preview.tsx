/**
 * The storm notice's band as every page shows it under the header (the site's own StormNotice), from
 * the unsaved form, as the page's data hands it the notice (./site-frame.tsx). Loaded only when the
 * owner asks to see it: the router is not needed before.
 */
import { useState } from "react";
import { StormNotice } from "#app/components/layout/storm-notice.tsx";
import { stormNotice } from "#app/content/storm-notice-dates.ts";
import { words } from "./editor-words.ts";
import { SiteFrame } from "./site-frame.tsx";

/** The band as a page built now would show it, or why it shows nowhere; its placeholders filled, and its phone shown, from the facts as they are now (./entry-preview.tsx). */
export default function StormNoticePreview({ fields }: { fields: Record<string, unknown> }) {
  const [now] = useState(() => new Date());
  const message = String(fields.message ?? "");
  const notice = stormNotice({ show: fields.show === true, message, until: String(fields.until ?? "") }, undefined, now);
  return notice ? (
    <SiteFrame page={{ stormNotice: notice }}>
      <StormNotice />
    </SiteFrame>
  ) : (
    <p className="text-base">{words.noticeShowsNowhere}</p>
  );
}
