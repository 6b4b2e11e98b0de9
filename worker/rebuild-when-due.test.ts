import { afterEach, describe, expect, it, vi } from "vitest";
import { d1OnSqlite, workerTables } from "../scripts/fixtures/d1-on-sqlite.ts";
import type { ComingUp } from "#app/content/coming-up.ts";
import type { Env } from "./env.ts";
import { rebuildWhenDue } from "./rebuild-when-due.ts";

const hook = "https://api.cloudflare.example/client/v4/workers/builds/deploy_hooks/abc";
/** A site built at 5 am Queensland time with a post due at 6 am. */
const site: ComingUp = {
  builtAt: "2026-12-10T05:00:00+10:00",
  comingUp: [{ at: "2026-12-10T06:00:00+10:00", kind: "post", entry: "0123456789ab" }],
};

function envWith(comingUp: ComingUp | undefined, deployHook: string | null = hook): Env {
  return {
    DB: d1OnSqlite(workerTables()),
    ASSETS: {
      fetch: async (request: Request) =>
        new URL(request.url).pathname === "/coming-up.json" && comingUp
          ? Response.json(comingUp)
          : new Response("Not found", { status: 404 }),
    },
    ...(deployHook ? { DEPLOY_HOOK_URL: deployHook } : {}),
  };
}

const at = (moment: string) => new Date(moment);
afterEach(() => vi.unstubAllGlobals());

describe("rebuildWhenDue (the schedule, every 5 minutes)", () => {
  it("calls the host's deploy hook once when a post falls due, and not before or after", async () => {
    const calls: string[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return Response.json({ success: true });
    });
    const env = envWith(site);
    expect(await rebuildWhenDue(env, at("2026-12-10T05:55:00+10:00"))).toBe("nothing due");
    expect(await rebuildWhenDue(env, at("2026-12-10T06:00:00+10:00"))).toBe("called");
    // The build takes minutes: the site still says it was built at 5 am, but the call is remembered.
    expect(await rebuildWhenDue(env, at("2026-12-10T06:05:00+10:00"))).toBe("nothing due");
    expect(calls).toEqual([`POST ${hook}`]);
  });

  it("spends no build without a hook or with nothing coming up, and calls again when the hook refused", async () => {
    let status = 500;
    vi.stubGlobal("fetch", async () => new Response("", { status }));
    expect(await rebuildWhenDue(envWith(site, null), at("2026-12-10T07:00:00+10:00"))).toBe("no hook");
    expect(await rebuildWhenDue(envWith(undefined), at("2026-12-10T07:00:00+10:00"))).toBe("nothing due");
    const env = envWith(site);
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await rebuildWhenDue(env, at("2026-12-10T06:01:00+10:00"))).toBe("refused");
    status = 200;
    expect(await rebuildWhenDue(env, at("2026-12-10T06:06:00+10:00"))).toBe("called");
  });
});
