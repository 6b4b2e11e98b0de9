/**
 * What the owner is told of a publish on the live site: "Live" only once the site was built from the
 * publish's commit or a later one, the publish kept across a closed tab until then, and "Not live
 * yet" naming the host the site is on and why a rebuild may wait.
 */
import { describe, expect, it } from "vitest";
import { carries, lastPublish, liveSinceClosed, notLiveYet, photosNotStored, type LastPublish } from "../admin/editor/publish-outcome.ts";

/** A branch of commits, oldest first, each changing the published file: a commit's history is itself and those before it. */
const branch = ["c0", "c1-notice-on", "c2-notice-off", "c3"];
/** Whether the repository says `built`'s history holds the publish's commit (c2). */
const historyOf = async (built: string) => branch.indexOf(built) >= branch.indexOf("c2-notice-off");

describe("carries: whether the site's build holds the publish", () => {
  it("holds it when built from the publish's commit or a later one", async () => {
    expect(await carries("c2-notice-off", "c2-notice-off", historyOf)).toBe(true);
    expect(await carries("c3", "c2-notice-off", historyOf)).toBe(true);
  });

  it("does not when built from an earlier commit, even one with the same file (a later publish put it back as it was)", async () => {
    // c0 and c2 both have the notice off: the same file, but c0's build is not the publish's.
    expect(await carries("c0", "c2-notice-off", historyOf)).toBe(false);
    expect(await carries("c1-notice-on", "c2-notice-off", historyOf)).toBe(false);
    expect(await carries(null, "c2-notice-off", historyOf)).toBe(false);
  });

  it("cannot tell when the repository cannot be asked", async () => {
    expect(await carries("c3", "c2-notice-off", async () => undefined)).toBeUndefined();
  });
});

/** The browser's localStorage, in memory. */
const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
};

describe("the last publish, kept in the browser", () => {
  const publish: LastPublish = { path: "content/storm-notice.json", deleted: false, page: "/", pressed: 1_000, commit: "c2" };

  it("outlives the tab until it is live, and nothing is kept after", () => {
    const kept = storage();
    expect(lastPublish.read(kept)).toBeUndefined();
    lastPublish.write(kept, publish);
    expect(lastPublish.read(kept)).toEqual(publish);
    lastPublish.clear(kept);
    expect(lastPublish.read(kept)).toBeUndefined();
  });

  it("is read as nothing when what is kept is not one", () => {
    const kept = storage();
    kept.setItem("owner-last-publish", "{not json");
    expect(lastPublish.read(kept)).toBeUndefined();
  });
});

describe("the words", () => {
  it("live after a closed tab: when it was published, not a number of seconds the editor did not see", () => {
    const pressed = new Date("2026-11-29T15:42:00+10:00").getTime(); // in Queensland, as the owner reads it
    const notice = liveSinceClosed(
      { path: "content/storm-notice.json", deleted: false, page: "/", pressed },
      new Date(pressed + 3_600_000),
    );
    expect(notice.title).toMatch(/^Live: your change published at 3:42\s?pm today is on the site\.$/);
    expect(notice.text).toBe("It went live while the editor was closed.");
  });

  it("not live yet: the host the site is on and its list of rebuilds, and every reason a rebuild waits", () => {
    const netlify = notLiveYet(600, { name: "Netlify", buildsAt: "your site → Deploys, in Netlify" });
    expect(netlify.title).toBe("Not live yet: your change is saved, but the site does not show it after 10 minutes.");
    expect(netlify.text).toBe(
      "Netlify has not rebuilt the site with it yet: it may be waiting its turn in the queue, this month's rebuilds in your plan may be used up, " +
        "or the rebuild stopped. Which one: see your site → Deploys, in Netlify. Or call your web developer. " +
        "Nothing is lost: the site shows the version from before, and the editor keeps watching.",
    );
    // A build on no known host: both hosts' pages named.
    expect(notLiveYet(15, null).text).toContain(
      "see the host's list of rebuilds (Cloudflare Pages: your project → Deployments; Netlify: your site → Deploys).",
    );
    expect(notLiveYet(15, null).title).toContain("after 15 seconds.");
  });

  it("photos whose sizes were not saved: named by their file, and who to tell", () => {
    const notice = photosNotStored(["content/media/gum-removal.jpg", "content/media/oak.jpg"]);
    expect(notice.title).toBe("2 photos' sizes for the site were not saved with them.");
    expect(notice.text).toMatch(
      /^gum-removal\.jpg, oak\.jpg: the site shows them, but every publish takes longer until they are saved\. Tell your web developer/,
    );
    expect(photosNotStored(["content/media/oak.jpg"]).title).toBe("A photo's sizes for the site were not saved with it.");
  });
});
