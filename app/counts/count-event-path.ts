import { paths } from "#app/site/paths.ts";

/**
 * Where pages post what they count, on the counter's origin: Plausible's Events API path, and
 * npm start's own counter (docs/decisions/0031). Apart from count-event.ts, which every page loads
 * while counting is on and which needs only the full URL it is given.
 */
export const COUNT_EVENT_PATH = `${paths.api}event`;
