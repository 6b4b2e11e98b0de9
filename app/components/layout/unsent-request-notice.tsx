import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { textLinkClass } from "#app/components/ui/actions.tsx";
import { usePageContext } from "#app/layout-data/page-context.ts";
import { paths } from "#app/site/paths.ts";
import { keptFailureNoticeId } from "#app/quote/kept-failure-names.ts";
import { keptFailureCopy as copy } from "#app/words-in-code/kept-failure-copy.ts";

/**
 * The place of the message that a quote request kept on the phone could not be sent after all
 * (app/quote/kept-failures.ts): an empty live region, so a screen reader announces what appears in
 * it, and the message's card in a template, filled in with its day and shown by
 * app/browser/kept-failure-notice.ts only when there is one to tell. Not on /contact, where the
 * form itself says so above the visitor's words.
 */
export function UnsentRequestNotice() {
  if (usePageContext().canonicalPath === paths.contact) return null;
  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 sm:right-6 sm:left-auto sm:w-full sm:max-w-md">
      <div id={keptFailureNoticeId} role="status" aria-label={copy.label} />
      <template id={`${keptFailureNoticeId}-card`}>
        <div className="pointer-events-auto flex gap-3 rounded-xl border-2 border-red-700 bg-white p-4 text-slate-800 shadow-lg">
          <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <div className="min-w-0 flex-1">
            <p className="font-bold text-forest-950" data-headline="" />
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
              <PhoneLink variant="button" />
              <span>
                {copy.or}{" "}
                <a href={paths.contact} className={textLinkClass}>
                  {copy.sendAgain}
                </a>
              </span>
            </p>
          </div>
          <button
            type="button"
            data-dismiss=""
            className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-black/10"
          >
            <Icon name="x" className="size-5" />
            <span className="sr-only">{copy.dismiss}</span>
          </button>
        </div>
      </template>
    </div>
  );
}
