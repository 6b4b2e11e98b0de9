/**
 * Runs a task once the page has loaded and its main thread is idle: work a visitor does not wait
 * for (the service worker's install, field speed) never competes with the page's own.
 */
export function whenSettled(run: () => void) {
  const idle = () => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run));
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
