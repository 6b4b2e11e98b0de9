import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#app/site/paths.ts";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { usePageContext } from "#app/layout-data/page-context.ts";
import { endNoticeAfterLastDay } from "#app/content/storm-notice-dates.ts";

/** A band under the header when the owner switches it on (content/storm-notice.json, read at build time). */
export function StormNotice() {
  const notice = usePageContext().stormNotice;
  if (!notice) return null;
  const copy = siteCopy.stormNotice;
  return (
    <>
      <aside aria-label={copy.label} data-until={notice.until} className="bg-sun-300 text-forest-950">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 pt-2 text-sm font-semibold sm:pt-0 sm:text-base">
          <p className="flex items-center gap-2">
            <Icon name="cloud-lightning" className="size-5 shrink-0" />
            {notice.message}
          </p>
          <PhoneLink variant="inline" text={copy.call} className="inline-flex min-h-11 items-center underline underline-offset-4" />
          <a href={paths.storm} className="inline-flex min-h-11 items-center underline underline-offset-4">
            {copy.link}
          </a>
        </div>
      </aside>
      {notice.until && <InlineScript code={endNoticeAfterLastDay} />}
    </>
  );
}
