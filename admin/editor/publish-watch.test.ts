/**
 * The watch after a Publish on the live site, as both editors share it: the site's build information
 * read (a fake fetch) every few seconds on a fake clock, the repository's history a list in memory, the
 * publish's own commit handed to the watch (the branch's head only for a publish kept without one).
 * "Live after N s" only once the site was built from the publish's commit or a later one; "Not live
 * yet" past the bound, naming the host, still watching; told on return after a closed tab.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Notice } from "./publish-outcome.ts";
import { lastPublish } from "./publish-outcome.ts";
import { publishWatcher, WATCH_EVERY_MS } from "./publish-watch.ts";
import type { BuildInfo } from "#app/site/build-info.ts";

const path = "content/storm-notice.json";
const published = { path, deleted: false, page: "/storm" };
const netlify = { name: "Netlify", buildsAt: "your site → Deploys, in Netlify" };

/** The branch's commits that changed the file, oldest first; the publish's own is pushed when it lands. */
let branch: string[];
/** The commit the site is built from now (null: no build information to read). */
let built: string | null;
let photosNotCommitted: string[];
let said: Notice[];
let photos: Notice[];
/** How often the branch's head was asked. */
let headsAsked: number;

const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
};
let kept: Storage;

const watcher = () =>
  publishWatcher({
    storage: kept,
    photosNotStored: (notice) => void photos.push(notice),
    holds: async (from, commit) => branch.includes(commit) && branch.indexOf(commit) <= branch.indexOf(from),
    head: async () => ((headsAsked += 1), branch.at(-1)),
  });

const titles = () => said.map((notice) => notice.title);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-29T15:42:00+10:00") });
  [branch, built, photosNotCommitted, said, photos, kept, headsAsked] = [["c0", "c1"], "c1", [], [], [], storage(), 0];
  vi.stubGlobal("fetch", async (address: string) => {
    if (address !== "/build-info.json") throw new Error(`asked ${address}`);
    if (built === null) return new Response("", { status: 404 });
    return Response.json({ commit: built, content: {}, host: netlify, photosNotCommitted } satisfies BuildInfo);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("watching a publish on the live site", () => {
  it("says publishing on the host, then live after N s with the page's link once the site is built from the publish", async () => {
    branch.push("c2-mine", "c3-later");
    const watch = watcher();
    watch.watchPublish({ ...published, commit: "c2-mine" }, Date.now(), 600, (notice) => void said.push(notice));
    expect(lastPublish.read(kept)).toMatchObject({ path, pressed: Date.now(), commit: "c2-mine" });
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS * 10);
    expect(titles()).toEqual(["Publishing on the host…"]);
    expect(lastPublish.read(kept)?.commit).toBe("c2-mine");

    built = "c2-mine";
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS);
    expect(titles()).toEqual(["Publishing on the host…", "Live after 33 s: your change is on the site."]);
    expect(said[1]!.link).toEqual({ href: "/storm", label: "View the page" });
    expect(lastPublish.read(kept)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS * 10);
    expect(said).toHaveLength(2); // no more asking once live
    expect(headsAsked).toBe(0); // its own commit watched, not the branch's newest
  });

  it("takes the branch's head for a publish kept without its commit (an earlier editor's), asked again until it answers", async () => {
    branch.push("c2-mine");
    const watch = publishWatcher({
      storage: kept,
      holds: async () => undefined,
      head: async () => (++headsAsked < 3 ? undefined : "c2-mine"),
    });
    built = "c2-mine";
    watch.watchPublish(published, Date.now(), 600, (notice) => void said.push(notice));
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS * 3);
    expect(headsAsked).toBe(3);
    expect(titles().at(-1)).toMatch(/^Live after \d+ s/);
  });

  it("is live when the site is built from a later commit holding the publish, not from an earlier one", async () => {
    branch.push("c2-mine");
    watcher().watchPublish(published, Date.now(), 600, (notice) => void said.push(notice));
    built = "c1"; // an earlier build, the same file perhaps: not this publish
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS * 3);
    expect(titles()).toEqual(["Publishing on the host…"]);
    branch.push("c3-later");
    built = "c3-later";
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS);
    expect(titles().at(-1)).toMatch(/^Live after \d+ s: your change is on the site\.$/);
  });

  it("says not live yet past the bound, naming the host, and keeps watching until it is", async () => {
    branch.push("c2-mine");
    watcher().watchPublish(published, Date.now(), 600, (notice) => void said.push(notice));
    await vi.advanceTimersByTimeAsync(590_000);
    expect(titles()).toEqual(["Publishing on the host…"]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(titles().at(-1)).toBe("Not live yet: your change is saved, but the site does not show it after 10 minutes.");
    expect(said.at(-1)!.text).toContain("see your site → Deploys, in Netlify");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(said).toHaveLength(2); // said once
    built = "c2-mine";
    photosNotCommitted = ["content/media/oak.jpg"];
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS);
    expect(titles().at(-1)).toMatch(/^Live after 6\d\d s: your change is on the site\.$/);
    expect(photos.map((notice) => notice.title)).toEqual(["A photo's sizes for the site were not saved with it."]);
  });

  it("tells, on opening again after the tab was closed, that the change published at 3:42 pm went live meanwhile", async () => {
    branch.push("c2-mine");
    const pressed = Date.now();
    lastPublish.write(kept, { ...published, pressed, commit: "c2-mine" });
    vi.setSystemTime(pressed + 3_600_000);
    built = "c2-mine";
    watcher().resumeWatch(600, (notice) => void said.push(notice));
    await vi.advanceTimersByTimeAsync(0);
    expect(titles()).toHaveLength(1);
    expect(titles()[0]).toMatch(/^Live: your change published at 3:42\s?pm today is on the site\.$/);
    expect(lastPublish.read(kept)).toBeUndefined();
  });

  it("on opening again while still not live: publishing on the host, and not live yet with how long since Publish", async () => {
    branch.push("c2-mine");
    const pressed = Date.now();
    lastPublish.write(kept, { ...published, pressed, commit: "c2-mine" });
    vi.setSystemTime(pressed + 20 * 60_000);
    watcher().resumeWatch(600, (notice) => void said.push(notice));
    await vi.advanceTimersByTimeAsync(0);
    expect(titles()).toEqual(["Not live yet: your change is saved, but the site does not show it after 20 minutes."]);
  });

  it("a newer publish takes over; stopped, nothing more is said and the publish stays kept for the next opening", async () => {
    const watch = watcher();
    const first: Notice[] = [];
    branch.push("c2-mine");
    watch.watchPublish(published, Date.now(), 600, (notice) => void first.push(notice));
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS);
    watch.watchPublish({ ...published, path: "content/business.json", page: "/" }, Date.now(), 600, (notice) => void said.push(notice));
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS * 2);
    watch.stop();
    built = "c2-mine";
    await vi.advanceTimersByTimeAsync(WATCH_EVERY_MS * 4);
    expect(first.map((notice) => notice.title)).toEqual(["Publishing on the host…"]);
    expect(titles()).toEqual(["Publishing on the host…"]);
    expect(lastPublish.read(kept)?.path).toBe("content/business.json");
  });
});
