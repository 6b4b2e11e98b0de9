import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { developerWordsIn } from "../next/developer-words.ts";
import { alertsButton, alertsState, alertsWords, turnOffAlerts, turnOnAlerts } from "./owner-alerts.ts";

const android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
/** The site's public key, and its bytes as the browser subscribes with them. */
const publicKey = "BAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0A";
const keyBytes = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i));

/** What the phone and the site were asked, in order. */
let asked: string[];
let permission: NotificationPermission;
let answer: NotificationPermission;
let subscription: { toJSON(): unknown; unsubscribe(): Promise<boolean>; options: { applicationServerKey: ArrayBuffer | null } } | null;
let registered: { scope: string } | undefined;
let answers: Record<string, number>;

function phone({ userAgent = android, standalone = false, push = true } = {}) {
  vi.stubGlobal("navigator", {
    userAgent,
    maxTouchPoints: 5,
    standalone,
    serviceWorker: {
      getRegistration: async () => registered && { ...registered, pushManager },
      register: async (path: string, { scope }: { scope: string }) => {
        asked.push(`register ${path} ${scope}`);
        registered = { scope: `https://canopy.example${scope}` };
        return { installing: null, waiting: null, active: {}, pushManager };
      },
    },
  });
  vi.stubGlobal("matchMedia", () => ({ matches: standalone }));
  vi.stubGlobal("PushManager", push ? Object : undefined);
  vi.stubGlobal("Notification", {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      asked.push("permission");
      permission = answer;
      return answer;
    },
  });
  // Where push is missing, the name is missing too: what the module looks for.
  if (!push) delete (globalThis as { PushManager?: unknown }).PushManager;
}

const pushManager = {
  getSubscription: async () => subscription,
  subscribe: async ({ userVisibleOnly, applicationServerKey }: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    asked.push(`subscribe userVisibleOnly=${userVisibleOnly} key=${applicationServerKey.join(",") === keyBytes.join(",")}`);
    subscription = {
      options: { applicationServerKey: applicationServerKey.buffer as ArrayBuffer },
      toJSON: () => ({ endpoint: "https://push.example/1", keys: { p256dh: "p", auth: "a" } }),
      unsubscribe: async () => {
        asked.push("unsubscribe");
        subscription = null;
        return true;
      },
    };
    return subscription;
  },
};

beforeEach(() => {
  asked = [];
  permission = "default";
  answer = "granted";
  subscription = null;
  registered = undefined;
  answers = {};
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    asked.push(`${init.method ?? "GET"} ${url} ${headers.get("Authorization")}${init.body ? ` ${String(init.body)}` : ""}`);
    const status = answers[`${init.method ?? "GET"} ${url}`] ?? (init.method === "DELETE" ? 204 : init.method === "POST" ? 201 : 200);
    return new Response(status === 200 ? JSON.stringify({ publicKey }) : null, { status });
  });
});
afterEach(() => vi.unstubAllGlobals());

const auth = "Bearer t0ken";
const saved = `POST /api/owner/push-subscriptions ${auth} {"endpoint":"https://push.example/1","keys":{"p256dh":"p","auth":"a"}}`;

describe("the owner's alerts on this phone", () => {
  it("turned on: permission asked first, the editor's worker installed for /admin, subscribed with the site's key, the subscription given to the site", async () => {
    phone();
    expect(await alertsState()).toBe("off");
    expect(await turnOnAlerts(auth)).toBe("on");
    expect(asked).toEqual([
      "permission",
      "register /admin-sw.js /admin",
      `GET /api/owner/push-key ${auth}`,
      "subscribe userVisibleOnly=true key=true",
      saved,
    ]);
    expect(await alertsState()).toBe("on");
  });

  it("turned off: the site forgets the subscription and the phone drops it", async () => {
    phone();
    await turnOnAlerts(auth);
    asked = [];
    expect(await turnOffAlerts(auth)).toBe("off");
    expect(asked).toEqual([saved.replace("POST", "DELETE"), "unsubscribe"]);
    expect(await alertsState()).toBe("off");
  });

  it("on an iPhone, in Safari rather than from the Home Screen: add it there first, nothing asked", async () => {
    phone({ userAgent: iPhone, push: false });
    expect(await alertsState()).toBe("add-to-home-screen");
    expect(await turnOnAlerts(auth)).toBe("add-to-home-screen");
    phone({ userAgent: iPhone, standalone: true });
    expect(await alertsState()).toBe("off");
    expect(asked).toEqual([]);
  });

  it("a browser without push cannot have them", async () => {
    phone({ push: false });
    expect(await alertsState()).toBe("unsupported");
    expect(await turnOnAlerts(auth)).toBe("unsupported");
    expect(asked).toEqual([]);
  });

  it("permission refused, or the question dismissed: nothing installed or sent", async () => {
    phone();
    answer = "default";
    expect(await turnOnAlerts(auth)).toBe("dismissed");
    answer = "denied";
    expect(await turnOnAlerts(auth)).toBe("refused");
    expect(await alertsState()).toBe("refused");
    expect(asked).toEqual(["permission", "permission"]);
  });

  it("a sign-in that has ended, or the site not keeping the subscription: said so, and off on the phone too", async () => {
    phone();
    answers["GET /api/owner/push-key"] = 401;
    expect(await turnOnAlerts(auth)).toBe("signed-out");
    delete answers["GET /api/owner/push-key"];
    answers["POST /api/owner/push-subscriptions"] = 503;
    expect(await turnOnAlerts(auth)).toBe("failed");
    expect(asked.at(-1)).toBe("unsubscribe");
    expect(await alertsState()).toBe("off");
  });

  it("a subscription made with another key is replaced", async () => {
    phone();
    await turnOnAlerts(auth);
    subscription!.options.applicationServerKey = new Uint8Array(65).buffer;
    asked = [];
    expect(await turnOnAlerts(auth)).toBe("on");
    expect(asked).toContain("unsubscribe");
    expect(asked).toContain("subscribe userVisibleOnly=true key=true");
  });

  it("are said in the owner's words", () => {
    expect([...Object.values(alertsWords), ...Object.values(alertsButton)].flatMap(developerWordsIn)).toEqual([]);
    expect(alertsWords["add-to-home-screen"]).toMatch(
      /Share, then Add to Home Screen.*iOS 16\.4|iOS 16\.4.*Share, then Add to Home Screen/,
    );
  });
});
