/**
 * On every page while counting is on (docs/decisions/0031): counts the visit and each tap on a
 * phone or email link, wherever it sits (header, page, footer, storm notice, the quote form's
 * messages); once the page is idle, loads the field-speed module. It sends and forgets: it never
 * holds a link back or changes what a tap does, and a counter that fails is never seen.
 */
import { whenSettled } from "#app/browser/when-settled.ts";
import { counted, countEvent, otherSite, sendCount, type CountedName } from "#app/counts/count-event.ts";

/** Given at build from VITE_COUNTER (scripts/build/vite-client-entries.ts); this module loads only while it is set. */
declare const SITE_COUNTER: import("#app/counts/count-event.ts").CounterTarget;
/** The hashed URLs of the scripts bundled before this one (scripts/build/vite-client-entries.ts). */
declare const CLIENT_ENTRY_URLS: Record<"field-speed", string>;

const counter = SITE_COUNTER;
const count = (name: CountedName, referrer?: string) =>
  sendCount(counter, countEvent(counter, name, location.origin, location.pathname, { referrer }));

count(counted.visit, otherSite(document.referrer, location.origin));

const tapped = { "tel:": counted.call, "mailto:": counted.email } as const;
addEventListener(
  "click",
  (event) => {
    const link = (event.target as Element | null)?.closest?.("a[href]");
    const name = link instanceof HTMLAnchorElement ? tapped[link.protocol as keyof typeof tapped] : undefined;
    if (name) count(name);
  },
  { capture: true, passive: true },
);

// A script element, as the page's own scripts are added: an import() would bring Vite's preload helper along.
whenSettled(() => {
  const script = document.createElement("script");
  script.type = "module";
  script.src = CLIENT_ENTRY_URLS["field-speed"];
  document.body.append(script);
});
