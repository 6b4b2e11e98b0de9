import clientEntryUrls from "virtual:client-entries";
import { clientEntryFiles, type ClientEntry, type ClientEntryFile } from "#app/browser/entries.ts";
import { InlineScript } from "#app/components/ui/inline-script.tsx";

/** How long to wait for a paint entry where the browser reports none (a background tab). */
const PAINT_FALLBACK_MS = 3000;

/**
 * Adds the module's script element once the browser reports the first contentful paint. An element,
 * not import(), so the browser can compile the download off the main thread as it streams in.
 */
const loadAfterFirstPaint = (url: string) =>
  `(()=>{let started=false;const start=()=>{if(started)return;started=true;` +
  `const script=document.createElement("script");script.type="module";script.src=${JSON.stringify(url)};document.body.append(script)};` +
  `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})}catch{}` +
  `setTimeout(start,${PAINT_FALLBACK_MS})})()`;

/** A browser script a page asked for (app/browser/entries.ts), loaded as that entry says. */
export function ClientScript({ name }: { name: ClientEntry }) {
  const url = clientEntryUrls[name];
  const entry: ClientEntryFile = clientEntryFiles[name];
  return entry.afterFirstPaint ? <InlineScript code={loadAfterFirstPaint(url)} /> : <script type="module" src={url} />;
}
