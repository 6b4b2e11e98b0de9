/**
 * Field speed (docs/decisions/0031): Google's rating of this page load's LCP, INP and CLS, measured
 * by web-vitals from the browser's own buffered entries, so it may load late (counter.ts loads it
 * once the page is idle). One event per page load, when the page is first hidden (left, closed, or
 * sent to the background), with the ratings known by then; a browser that measures none sends none
 * (counter.ts does not load it where Largest Contentful Paint is not reported: Safari). The counter
 * sends the event: this script carries no counting code of its own.
 */
import { onCLS, onINP, onLCP, type MetricType } from "web-vitals";
import type { SpeedRatings } from "#app/counts/count-event.ts";

/**
 * Measures this page load, and hands its ratings to `send` once, when the page is first hidden.
 * @public Imported by its built URL (counter.ts), which knip cannot follow.
 */
export function measure(send: (ratings: SpeedRatings) => void) {
  const ratings: SpeedRatings = {};
  const note = (metric: MetricType) => void (ratings[metric.name.toLowerCase() as keyof SpeedRatings] = metric.rating);
  for (const start of [onLCP, onINP, onCLS]) start(note, { reportAllChanges: true });

  let sent = false;
  // Added after web-vitals' own listeners, so their last word on a hidden page comes first.
  addEventListener(
    "visibilitychange",
    () => {
      if (sent || document.visibilityState !== "hidden" || Object.keys(ratings).length === 0) return;
      sent = true;
      send(ratings);
    },
    { capture: true },
  );
}
