/**
 * The owner's notices (./notices.ts), in Chromium: one dismissed stays dismissed while the editor
 * says the same again (the build's status is read every few seconds), and shows once something new
 * is said or published.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { forgetDismissed, showNotice } from "./notices.ts";

const failed = { tone: "problem", title: "The site could not be built.", text: "Fix the phone number." } as const;
const shown = () => document.getElementById("notice-build");
const dismiss = () => shown()!.querySelector<HTMLButtonElement>(".owner-notice-dismiss")!.click();

beforeEach(() => {
  document.body.replaceChildren();
  forgetDismissed();
});

describe("a notice the owner dismissed", () => {
  it("is not shown again with the same words", () => {
    showNotice("build", failed);
    dismiss();
    expect(shown()).toBeNull();
    showNotice("build", failed);
    expect(shown()).toBeNull();
  });

  it("shows again when something new is said, or after a new publish", () => {
    showNotice("build", failed);
    dismiss();
    showNotice("build", { ...failed, text: "Fix the email address." });
    expect(shown()?.textContent).toContain("Fix the email address.");
    dismiss();
    forgetDismissed();
    showNotice("build", { ...failed, text: "Fix the email address." });
    expect(shown()).not.toBeNull();
  });
});
