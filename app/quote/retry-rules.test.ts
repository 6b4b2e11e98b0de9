import { describe, expect, it } from "vitest";
import { backoffMs, MAX_ATTEMPTS, MAX_QUEUED_ATTEMPTS, verdictFor } from "#app/quote/retry-rules.ts";

const response = (status: number) => ({ kind: "response", status }) as const;

describe("verdictFor", () => {
  it("counts any 2xx as sent", () => {
    expect(verdictFor(response(200), 1)).toBe("sent");
    expect(verdictFor(response(204), 3)).toBe("sent");
  });

  it("retries 5xx and 429 until the attempts run out, then fails", () => {
    for (const status of [500, 503, 429]) {
      expect(verdictFor(response(status), 1)).toBe("retry");
      expect(verdictFor(response(status), MAX_ATTEMPTS - 1)).toBe("retry");
      expect(verdictFor(response(status), MAX_ATTEMPTS)).toBe("failed");
    }
    expect(verdictFor(response(503), MAX_ATTEMPTS, MAX_QUEUED_ATTEMPTS)).toBe("retry");
    expect(verdictFor(response(503), MAX_QUEUED_ATTEMPTS, MAX_QUEUED_ATTEMPTS)).toBe("failed");
  });

  it("never retries any other 4xx", () => {
    for (const status of [400, 403, 404, 412, 413, 415]) expect(verdictFor(response(status), 1)).toBe("failed");
  });

  it("keeps a request that met no connection for later, and treats a timeout as final", () => {
    expect(verdictFor({ kind: "network" }, 1)).toBe("keep-for-later");
    expect(verdictFor({ kind: "timeout" }, 1)).toBe("failed");
  });
});

describe("backoffMs", () => {
  it("waits longer than EmailJS's one request a second, doubling each time", () => {
    expect(backoffMs(1)).toBeGreaterThan(1000);
    expect(backoffMs(2)).toBe(2 * backoffMs(1));
    expect(backoffMs(3)).toBe(4 * backoffMs(1));
  });
});
