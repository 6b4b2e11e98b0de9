import { describe, expect, it } from "vitest";
import { calibratedSlowdown } from "./bench-cpu.ts";

describe("Lighthouse's CPU slowdown for the host", () => {
  it("follows Lighthouse's guide: 4x on a high-end desktop, 2x on a low-end desktop, 1x on a mid-tier phone", () => {
    expect(calibratedSlowdown(1800).slowdown).toBe(4);
    expect(calibratedSlowdown(1500).slowdown).toBe(4);
    expect(calibratedSlowdown(1343).slowdown).toBe(2);
    expect(calibratedSlowdown(900).slowdown).toBe(2);
    expect(calibratedSlowdown(500).slowdown).toBe(1);
  });
});
