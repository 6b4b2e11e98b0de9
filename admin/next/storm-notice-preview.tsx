/**
 * The storm notice's band as every page shows it under the header (the site's own StormNotice), from
 * the unsaved form, as the page's data hands it the notice (./site-frame.tsx). Loaded only when the
 * owner asks to see it: the router is not needed before.
 */
import { useState } from "react";
import { StormNotice } from "#app/components/layout/storm-notice.tsx";
import { placeholderValues } from "#app/content/business.ts";
import { fillText } from "#app/content/placeholders.ts";
import { stormNotice } from "#app/content/storm-notice-dates.ts";
import { words } from "./editor-words.ts";
import { SiteFrame } from "./site-frame.tsx";

/** The band as a page built now would show it, or why it shows nowhere. */
export default function StormNoticePreview({ fields }: { fields: Record<string, unknown> }) {
  const [now] = useState(() => new Date());
  const message = fillText(String(fields.message ?? ""), placeholderValues);
  const notice = stormNotice({ show: fields.show === true, message, until: String(fields.until ?? "") }, undefined, now);
  return notice ? (
    <SiteFrame page={{ stormNotice: notice }}>
      <StormNotice />
    </SiteFrame>
  ) : (
    <p className="text-base">{words.noticeShowsNowhere}</p>
  );
}
