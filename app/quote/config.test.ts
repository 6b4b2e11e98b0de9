import { describe, expect, it } from "vitest";
import { business } from "~/content/business";
import { DEFAULT_PHOTO_BUDGET_KB, resolvePhotoBudgetBytes, resolveQuoteDelivery } from "./config";

describe("resolveQuoteDelivery", () => {
  it("posts to the local outbox when EmailJS is not configured", () => {
    expect(resolveQuoteDelivery({})).toEqual({
      mode: "local-outbox",
      serviceId: "local",
      templateId: "local",
      publicKey: "local",
      origin: undefined,
      recipient: business.email,
    });
  });

  it("falls back to the local outbox when any of the three EmailJS ids is missing", () => {
    expect(resolveQuoteDelivery({ VITE_EMAILJS_SERVICE_ID: "s", VITE_EMAILJS_TEMPLATE_ID: "t", VITE_EMAILJS_PUBLIC_KEY: " " }).mode).toBe(
      "local-outbox",
    );
  });

  it("uses EmailJS with the configured ids, origin and recipient", () => {
    expect(
      resolveQuoteDelivery({
        VITE_EMAILJS_SERVICE_ID: "service_abc",
        VITE_EMAILJS_TEMPLATE_ID: "template_xyz",
        VITE_EMAILJS_PUBLIC_KEY: "pk_123",
        VITE_EMAILJS_ORIGIN: "https://mail-proxy.example/",
        VITE_QUOTE_RECIPIENT: "owner@example.com",
      }),
    ).toEqual({
      mode: "emailjs",
      serviceId: "service_abc",
      templateId: "template_xyz",
      publicKey: "pk_123",
      origin: "https://mail-proxy.example",
      recipient: "owner@example.com",
    });
  });

  it("defaults to the EmailJS API origin", () => {
    const delivery = resolveQuoteDelivery({ VITE_EMAILJS_SERVICE_ID: "s", VITE_EMAILJS_TEMPLATE_ID: "t", VITE_EMAILJS_PUBLIC_KEY: "k" });
    expect(delivery.origin).toBe("https://api.emailjs.com");
  });
});

describe("resolvePhotoBudgetBytes", () => {
  it("defaults to 450 KB, takes the configured KB, and 0 turns photos off", () => {
    expect(resolvePhotoBudgetBytes({})).toBe(DEFAULT_PHOTO_BUDGET_KB * 1024);
    expect(resolvePhotoBudgetBytes({ VITE_QUOTE_PHOTO_BUDGET_KB: "2048" })).toBe(2048 * 1024);
    expect(resolvePhotoBudgetBytes({ VITE_QUOTE_PHOTO_BUDGET_KB: "0" })).toBe(0);
  });

  it("refuses a budget that is not a number of KB", () => {
    expect(() => resolvePhotoBudgetBytes({ VITE_QUOTE_PHOTO_BUDGET_KB: "lots" })).toThrow(/VITE_QUOTE_PHOTO_BUDGET_KB/);
    expect(() => resolvePhotoBudgetBytes({ VITE_QUOTE_PHOTO_BUDGET_KB: "-1" })).toThrow(/VITE_QUOTE_PHOTO_BUDGET_KB/);
  });
});
