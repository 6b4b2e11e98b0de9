import clientEntryUrls from "virtual:client-entries";
import type { ClientEntry } from "#app/site/client-entries.ts";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { settings } from "#app/settings/settings.ts";
import { LINK_FROM } from "#app/counts/count-event.ts";

/** How long to wait for a paint entry where the browser reports none (a background tab). */
const PAINT_FALLBACK_MS = 3000;

/**
 * Adds the page's module scripts once the browser reports the first contentful paint and the
 * document is parsed, then, once they have run, the service worker's registration. A module script
 * in the page would hold DOMContentLoaded, and with it Chromium's first paint of a short page; the
 * worker's install, beside the quote form's hydration, held up the form (ADR 0008). Elements, not
 * import(), so the browser compiles each download off the main thread as it streams in.
 */
// Written short, as a minifier would, since every page carries it inline: a: add a script and wait
// for it; s: start, once, after the document is parsed; d: started.
const loadAfterFirstPaint = (urls: string[], lastUrl: string) =>
  `(()=>{let d=!1;const D=document,` +
  `a=u=>new Promise(r=>{const e=D.createElement("script");e.type="module";e.src=u;e.onload=e.onerror=r;D.body.append(e)}),` +
  `s=()=>{d||(D.readyState=="loading"?D.addEventListener("DOMContentLoaded",s):` +
  `(d=!0,Promise.all(${JSON.stringify(urls)}.map(a)).then(()=>a(${JSON.stringify(lastUrl)}))))};` +
  `try{new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),setTimeout(s))}).observe({type:"paint",buffered:!0})}catch{}` +
  `setTimeout(s,${PAINT_FALLBACK_MS})})()`;

/**
 * While counting is on, as the page is parsed: the tab's note of a link followed (app/counts/count-event.ts)
 * is taken by the page it led to and the tab's name cleared, whether or not the page's other scripts
 * ever run. Written short, as the loader below is, since every page carries it.
 */
const takeLinkNote = `{const n=name.split(" ");name="";n[0]==location.pathname&&(self.${LINK_FROM}=n[1])}`;

/**
 * The browser scripts a page asked for (app/site/client-entries.ts) and, while counting is on, the
 * counter; then the worker's registration.
 */
export function ClientScripts({ names }: { names: ClientEntry[] }) {
  const scripts: ClientEntry[] = settings.counter ? [...names, "counter"] : names;
  const load = loadAfterFirstPaint(
    scripts.map((name) => clientEntryUrls[name]),
    clientEntryUrls["register-sw"],
  );
  return <InlineScript code={settings.counter ? takeLinkNote + load : load} />;
}
