/** Runs in Chromium (Vitest browser mode): the notice's script against a page with the notice's place. */
import { afterAll, describe, expect, it } from "vitest";
import { KEPT_FAILURES, keptFailureNoticeId } from "#app/quote/kept-failure-names.ts";
import { readFailures, recordFailure } from "#app/quote/kept-failures.ts";
import { keptFailureCopy } from "#app/words-in-code/kept-failure-copy.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const region = () => document.getElementById(keptFailureNoticeId)!;

afterAll(() => caches.delete(KEPT_FAILURES));

describe("the notice that a kept request could not be sent", () => {
  it("shows the oldest failure with its day, and on dismissal forgets it and shows the next, then nothing", async () => {
    // The place the layout prerenders (components/layout/unsent-request-notice.tsx), in short.
    document.body.innerHTML = `<main id="main" tabindex="-1"></main><div id="${keptFailureNoticeId}" role="status"></div>
      <template id="${keptFailureNoticeId}-card"><div><p data-headline></p><a href="tel:+61491570156">Call</a><button type="button" data-dismiss>x</button></div></template>`;
    const threeDaysAgo = Date.now() - 3 * DAY_MS;
    await recordFailure({ requestId: "older", madeAt: threeDaysAgo, fields: { message: "Gum tree" }, photos: 1 });
    await recordFailure({ requestId: "newer", madeAt: Date.now(), fields: { message: "Stump" }, photos: 0 });

    await import("#app/browser/kept-failure-notice.ts");
    const weekday = new Intl.DateTimeFormat("en-AU", { weekday: "long" }).format(threeDaysAgo);
    await expect.poll(() => region().textContent).toContain(keptFailureCopy.headline(weekday));
    expect(region().querySelectorAll("[data-headline]")).toHaveLength(1);
    expect(region().querySelector('a[href^="tel:"]')).not.toBeNull();

    region().querySelector<HTMLButtonElement>("[data-dismiss]")!.click();
    expect(document.activeElement, "the keyboard carries on from the page's content").toBe(document.getElementById("main"));
    await expect.poll(() => region().textContent).toContain(keptFailureCopy.headline("today"));
    expect((await readFailures()).map((failure) => failure.requestId)).toEqual(["newer"]);

    region().querySelector<HTMLButtonElement>("[data-dismiss]")!.click();
    expect(region().childElementCount).toBe(0);
    // The last one gone, the store goes too: a page's one look finds nothing.
    await expect.poll(() => caches.has(KEPT_FAILURES)).toBe(false);
  });
});
