import clientEntryUrls from "virtual:client-entries";
import type { ClientEntry } from "#app/client-entries.ts";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { settings } from "#app/config.ts";

/** How long to wait for a paint entry where the browser reports none (a background tab). */
const PAINT_FALLBACK_MS = 3000;

/**
 * Adds the page's module scripts once the browser reports the first contentful paint and the
 * document is parsed, then, once they have run, the service worker's registration. A module script
 * in the page would hold DOMContentLoaded, and with it Chromium's first paint of a short page; the
 * worker's install, beside the quote form's hydration, held up the form (ADR 0008). Elements, not
 * import(), so the browser compiles each download off the main thread as it streams in.
 */
const loadAfterFirstPaint = (urls: string[], lastUrl: string) =>
  `(()=>{let started=false;` +
  `const add=src=>new Promise(done=>{const script=document.createElement("script");script.type="module";script.src=src;script.onload=script.onerror=done;document.body.append(script)});` +
  `const start=()=>{if(started)return;` +
  `if(document.readyState==="loading"){document.addEventListener("DOMContentLoaded",start,{once:true});return}started=true;` +
  `Promise.all(${JSON.stringify(urls)}.map(add)).then(()=>add(${JSON.stringify(lastUrl)}))};` +
  `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})}catch{}` +
  `setTimeout(start,${PAINT_FALLBACK_MS})})()`;

/**
 * The browser scripts a page asked for (app/client-entries.ts) and, while counting is on, the
 * counter; then the worker's registration.
 */
export function ClientScripts({ names }: { names: ClientEntry[] }) {
  const scripts: ClientEntry[] = settings.counter ? [...names, "counter"] : names;
  return (
    <InlineScript
      code={loadAfterFirstPaint(
        scripts.map((name) => clientEntryUrls[name]),
        clientEntryUrls["register-sw"],
      )}
    />
  );
}
