/**
 * Decap draws and redraws its screens with React, which the editor's own touches (thumbnails,
 * names, buttons) cannot hook into: they watch the page instead, and run once per frame however
 * many changes Decap makes in it.
 */
export function afterEachRedraw(redraw: () => void, watch: MutationObserverInit = {}) {
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      redraw();
    });
  }).observe(document.body, { childList: true, subtree: true, ...watch });
}
