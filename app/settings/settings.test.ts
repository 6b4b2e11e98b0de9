import { describe, expect, it } from "vitest";
import { business } from "#app/content/business.ts";
import { DEFAULT_PHOTO_BUDGET_KB, DEFAULT_SITE_ORIGIN, readSettings } from "#app/settings/settings.ts";

const emailjs = { VITE_EMAILJS_SERVICE_ID: "service_abc", VITE_EMAILJS_TEMPLATE_ID: "template_xyz", VITE_EMAILJS_PUBLIC_KEY: "pk_123" };

describe("readSettings", () => {
  it("defaults: the published origin, the site's own endpoint, 450 KB of photos, requests kept 18 months, the storm notice as business.ts says", () => {
    expect(readSettings({})).toEqual({
      siteOrigin: DEFAULT_SITE_ORIGIN,
      delivery: {
        mode: "own-endpoint",
        serviceId: "local",
        templateId: "local",
        publicKey: "local",
        origin: undefined,
        recipient: business.email,
      },
      photoBudgetBytes: DEFAULT_PHOTO_BUDGET_KB * 1024,
      keepRequestsMonths: 18,
      stormNotice: undefined,
      counter: { endpoint: "/api/event", origin: undefined, site: "www.canopytreecare.com.au", speed: true },
    });
  });

  it("counts into npm start unless told a counting service (its origin named for the policy) or off", () => {
    expect(readSettings({ VITE_COUNTER: "off" }).counter).toBeUndefined();
    expect(readSettings({ VITE_COUNTER: "https://plausible.io/", VITE_SITE_ORIGIN: "https://trees.example.com" }).counter).toEqual({
      endpoint: "https://plausible.io/api/event",
      origin: "https://plausible.io",
      site: "trees.example.com",
      speed: true,
    });
    expect(readSettings({ VITE_COUNTER: "https://stats.example.com", VITE_COUNTER_SITE: "example.com" }).counter?.site).toBe("example.com");
    expect(() => readSettings({ VITE_COUNTER: "on" })).toThrow(/VITE_COUNTER must be off or an http\(s\) URL/);
  });

  it("measures field speed while counting, unless VITE_FIELD_SPEED is off", () => {
    expect(readSettings({ VITE_FIELD_SPEED: "off" }).counter?.speed).toBe(false);
    expect(readSettings({ VITE_COUNTER: "https://plausible.io", VITE_FIELD_SPEED: "on" }).counter?.speed).toBe(true);
    expect(() => readSettings({ VITE_FIELD_SPEED: "no" })).toThrow(/VITE_FIELD_SPEED must be on or off/);
  });

  it("treats an empty variable as not set, and keeps the local outbox unless all three EmailJS ids are given", () => {
    expect(readSettings({ ...emailjs, VITE_EMAILJS_PUBLIC_KEY: " " }).delivery.mode).toBe("own-endpoint");
    expect(readSettings({ VITE_SITE_ORIGIN: "" }).siteOrigin).toBe(DEFAULT_SITE_ORIGIN);
  });

  it("uses EmailJS with the configured ids, origin and recipient", () => {
    const settings = readSettings({
      ...emailjs,
      VITE_EMAILJS_ORIGIN: "https://mail-proxy.example/",
      VITE_QUOTE_RECIPIENT: "owner@example.com",
    });
    expect(settings.delivery).toEqual({
      mode: "emailjs",
      serviceId: "service_abc",
      templateId: "template_xyz",
      publicKey: "pk_123",
      origin: "https://mail-proxy.example",
      recipient: "owner@example.com",
    });
    expect(readSettings(emailjs).delivery.origin).toBe("https://api.emailjs.com");
  });

  it("sends by the visitor's email app when VITE_QUOTE_EMAIL_APP is on: no request of its own, no photo field, never beside EmailJS", () => {
    const settings = readSettings({
      VITE_QUOTE_EMAIL_APP: "on",
      VITE_QUOTE_RECIPIENT: "owner@example.com",
      VITE_QUOTE_PHOTO_BUDGET_KB: "900",
    });
    expect(settings.delivery).toMatchObject({ mode: "email-app", origin: undefined, recipient: "owner@example.com" });
    expect(settings.photoBudgetBytes).toBe(0);
    expect(readSettings({ VITE_QUOTE_EMAIL_APP: "off" }).delivery.mode).toBe("own-endpoint");
    expect(() => readSettings({ ...emailjs, VITE_QUOTE_EMAIL_APP: "on" })).toThrow(
      /VITE_QUOTE_EMAIL_APP is on and the EmailJS ids are set/,
    );
    expect(() => readSettings({ VITE_QUOTE_EMAIL_APP: "yes" })).toThrow(/VITE_QUOTE_EMAIL_APP must be on or off/);
  });

  it("reads the site origin, the photo budget (0 turns photos off) and the storm notice", () => {
    const settings = readSettings({
      VITE_SITE_ORIGIN: "https://trees.example.com/",
      VITE_QUOTE_PHOTO_BUDGET_KB: "2048",
      VITE_STORM_NOTICE: "on",
    });
    expect(settings).toMatchObject({ siteOrigin: "https://trees.example.com", photoBudgetBytes: 2048 * 1024, stormNotice: "on" });
    expect(readSettings({ VITE_QUOTE_PHOTO_BUDGET_KB: "0" }).photoBudgetBytes).toBe(0);
    expect(readSettings({ VITE_QUOTE_KEEP_MONTHS: "6" }).keepRequestsMonths).toBe(6);
  });

  it("stops on a bad value, naming the variable", () => {
    expect(() => readSettings({ VITE_QUOTE_PHOTO_BUDGET_KB: "lots" })).toThrow(/VITE_QUOTE_PHOTO_BUDGET_KB must be a number of KB/);
    expect(() => readSettings({ VITE_QUOTE_PHOTO_BUDGET_KB: "-1" })).toThrow(/VITE_QUOTE_PHOTO_BUDGET_KB/);
    expect(() => readSettings({ VITE_SITE_ORIGIN: "www.example.com" })).toThrow(/VITE_SITE_ORIGIN must be an http\(s\) URL/);
    expect(() => readSettings({ VITE_QUOTE_RECIPIENT: "quotes" })).toThrow(/VITE_QUOTE_RECIPIENT must be an email address/);
    expect(() => readSettings({ VITE_STORM_NOTICE: "sometimes" })).toThrow(/VITE_STORM_NOTICE must be on or off/);
    expect(() => readSettings({ VITE_QUOTE_KEEP_MONTHS: "0" })).toThrow(/VITE_QUOTE_KEEP_MONTHS must be a whole number of months/);
  });

  it("ignores the other variables Vite puts in import.meta.env", () => {
    expect(readSettings({ MODE: "production", DEV: false, BASE_URL: "/" }).siteOrigin).toBe(DEFAULT_SITE_ORIGIN);
  });
});
