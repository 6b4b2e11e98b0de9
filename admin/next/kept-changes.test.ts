import { describe, expect, it } from "vitest";
import { memoryStorage } from "./fake-sign-in.ts";
import { backInTheForm, keptChanges } from "./kept-changes.ts";

/** The browser's localStorage as the editor uses it: it outlives every tab of the site. */
const deviceStorage = memoryStorage;

describe("changes kept on the device", () => {
  it("are found again by a tab opened after the one they were typed in was closed, with the file's version they started from", () => {
    const device = deviceStorage();
    const typedAt = new Date("2026-11-29T05:42:00Z");
    keptChanges(device).keep("content/business.json", { phone: "0412 345 6" }, '{ "phone": "0491 570 156" }\n', typedAt);

    const back = keptChanges(device).find("content/business.json");
    expect(back).toEqual({ fields: { phone: "0412 345 6" }, opened: '{ "phone": "0491 570 156" }\n', at: typedAt.toISOString() });
    expect(keptChanges(device).find("content/storm-notice.json")).toBeUndefined();
  });

  it("are forgotten once published or thrown away, and a record that cannot be read is no change", () => {
    const device = deviceStorage();
    const kept = keptChanges(device);
    kept.keep("content/business.json", { phone: "0412 345 678" }, "{}");
    kept.forget("content/business.json");
    expect(kept.find("content/business.json")).toBeUndefined();

    device.setItem("editor-next:kept:content/storm-notice.json", "{not json");
    expect(kept.find("content/storm-notice.json")).toBeUndefined();
  });

  it("are said to be back in a sentence with the time they were typed, in Queensland, and the day when not today", () => {
    const typed = new Date("2026-11-29T05:42:00Z"); // 3:42 pm in Queensland
    expect(backInTheForm(typed, new Date("2026-11-29T06:00:00Z"))).toBe(
      "Your changes from 3:42 pm are back in the form; nothing was published.",
    );
    expect(backInTheForm(typed, new Date("2026-11-30T06:00:00Z"))).toBe(
      "Your changes from 3:42 pm on Sunday 29 November are back in the form; nothing was published.",
    );
  });
});
