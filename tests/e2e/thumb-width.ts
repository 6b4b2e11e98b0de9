/**
 * The editor held to a thumb's width: what every spec that walks its screens on a 390-px phone counts.
 */
import type { Page } from "./fixtures.ts";

/** The visible controls a thumb must hit that are under 44 px either way, named. */
export const smallControls = (page: Page) =>
  page.$$eval("a, button, input, select, textarea, summary, label:has(input)", (controls) =>
    controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      // A preview's links are seen, not used (inert): no thumb presses them.
      if ((box.width === 0 && box.height === 0) || control.closest("[inert]")) return [];
      return box.width < 44 || box.height < 44
        ? [`${control.tagName} "${control.textContent?.trim() ?? ""}" ${box.width}×${box.height}`]
        : [];
    }),
  );
