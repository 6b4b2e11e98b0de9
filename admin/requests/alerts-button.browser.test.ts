/** "Turn on alerts" above the owner's list (./alerts-button.tsx) in Chromium: what this phone can have, said with admin/alerts/owner-alerts.ts's words. */
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { expect, it } from "vitest";
import { page } from "vitest/browser";
import { alertsButton, alertsState, alertsWords } from "../alerts/owner-alerts.ts";
import { AlertsButton } from "./alerts-button.tsx";

it("says whether this phone has alerts, with the button that changes it", async () => {
  // Chromium has the Push API, and this fresh profile no subscription: off.
  const state = await alertsState();
  expect(state).toBe("off");
  document.body.replaceChildren(document.createElement("div"));
  const root = createRoot(document.body.firstElementChild!);
  const access = { open: () => Promise.reject(new Error("unused")), authorization: "Bearer t", signInAgain: () => undefined };
  root.render(createElement(AlertsButton, { access, authorization: "Bearer t" }));
  await expect.element(page.getByText(alertsWords[state])).toBeVisible();
  await expect.element(page.getByRole("button", { name: alertsButton.turnOn })).toBeVisible();
  root.unmount();
});
