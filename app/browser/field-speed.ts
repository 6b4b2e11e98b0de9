/**
 * Field speed (docs/decisions/0031): Google's rating of this page load's LCP, INP and CLS, measured
 * by web-vitals from the browser's own buffered entries, so it may load late (counter.ts loads it
 * once the page is idle). One event per page load, when the page is first hidden (left, closed, or
 * sent to the background), with the ratings known by then; a browser that measures none sends none
 * (counter.ts does not load it where Largest Contentful Paint is not reported: Safari).
 */
import { onCLS, onINP, onLCP, type MetricType } from "web-vitals";
import { counted, countEvent, sendCount, type SpeedRatings } from "#app/counts/count-event.ts";

declare const SITE_COUNTER: import("#app/counts/count-event.ts").CounterTarget;

const ratings: SpeedRatings = {};
const note = (metric: MetricType) => void (ratings[metric.name.toLowerCase() as keyof SpeedRatings] = metric.rating);
for (const measure of [onLCP, onINP, onCLS]) measure(note, { reportAllChanges: true });

let sent = false;
// Added after web-vitals' own listeners, so their last word on a hidden page comes first.
addEventListener(
  "visibilitychange",
  () => {
    if (sent || document.visibilityState !== "hidden" || Object.keys(ratings).length === 0) return;
    sent = true;
    const counter = SITE_COUNTER;
    sendCount(counter, countEvent(counter, counted.speed, location.origin, location.pathname, { ratings }));
  },
  { capture: true },
);
