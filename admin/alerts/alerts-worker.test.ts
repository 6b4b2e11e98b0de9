import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

type Listener = (event: unknown) => void;
const listeners = new Map<string, Listener>();
const shown: { title: string; options: NotificationOptions }[] = [];
const opened: string[] = [];
const origin = "https://canopy.example";

/** A window of the editor or the site, as clients.matchAll gives it. */
function window(url: string, { controlled = true } = {}) {
  const client = {
    url,
    focused: false,
    navigatedTo: undefined as string | undefined,
    focus: async () => void (client.focused = true),
    navigate: async (to: string) => {
      if (!controlled) throw new TypeError("not controlled");
      client.navigatedTo = to;
    },
  };
  return client;
}
let windows: ReturnType<typeof window>[] = [];

/** Fires `type` at the worker as the browser would; resolves once what it waits for is done. */
async function fire(type: string, event: object) {
  const waited: Promise<unknown>[] = [];
  listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
  expect(waited).toHaveLength(1);
  await Promise.all(waited);
}

const push = (data: unknown) =>
  fire("push", { data: data === null ? null : { json: () => (typeof data === "string" ? JSON.parse(data) : data) } });
const tap = (data: unknown) => {
  const notification = { data, closed: false, close: () => void (notification.closed = true) };
  return fire("notificationclick", { notification }).then(() => notification);
};

beforeAll(async () => {
  vi.stubGlobal("self", {
    location: { origin },
    registration: { showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url: string) => void opened.push(url),
      claim: async () => undefined,
    },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  });
  await import("./alerts-worker.ts");
});

beforeEach(() => {
  shown.length = 0;
  opened.length = 0;
  windows = [];
});

describe("the editor's service worker", () => {
  const alert = { title: "New quote request", body: "Margaret Nguyen · Mudjimba · Tree Removal", url: "/admin#/requests/r1", id: "r1" };

  it("shows every push as a notification: its title and body, tagged by request, the request's address kept for a tap", async () => {
    await push(alert);
    expect(shown).toEqual([
      { title: alert.title, options: { body: alert.body, tag: "r1", data: { url: "/admin#/requests/r1" }, icon: "/icon-192.png" } },
    ]);
  });

  it("still shows a notification for a push it cannot read", async () => {
    await push(null);
    await push({ title: 3 });
    expect(shown.map(({ title, options }) => [title, options.body, options.tag])).toEqual([
      ["New quote request", "Open your editor to see it.", "quote-request"],
      ["New quote request", "Open your editor to see it.", "quote-request"],
    ]);
  });

  it("a tap brings the open editor forward on that request, and closes the notification", async () => {
    const site = window(`${origin}/contact`);
    const editor = window(`${origin}/admin#/`);
    windows = [site, editor];
    const notification = await tap({ url: "/admin#/requests/r1" });
    expect(notification.closed).toBe(true);
    expect(editor).toMatchObject({ focused: true, navigatedTo: `${origin}/admin#/requests/r1` });
    expect(site.focused).toBe(false);
    expect(opened).toEqual([]);
  });

  it("a tap opens the editor on that request when none is open, or when the open one cannot be moved", async () => {
    await tap({ url: "/admin#/requests/r1" });
    windows = [window(`${origin}/admin`, { controlled: false })];
    await tap({ url: "/admin#/requests/r2" });
    expect(opened).toEqual([`${origin}/admin#/requests/r1`, `${origin}/admin#/requests/r2`]);
  });

  it("opens only the editor: an address elsewhere, or none, opens /admin", async () => {
    await tap({ url: "https://evil.example/admin" });
    await tap({ url: "/contact" });
    await tap(undefined);
    expect(opened).toEqual([`${origin}/admin`, `${origin}/admin`, `${origin}/admin`]);
  });
});
