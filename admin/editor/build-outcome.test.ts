/** What the owner is told of the build after a Publish on this computer: each status of `npm run cms`'s build, its sentence. */
import { describe, expect, it } from "vitest";
import { NO_BUILD_AFTER_MS, pageOfFile, putBackLabel, readBuild } from "./build-outcome.ts";
import type { BuildStatus, Restorable } from "./build-status.ts";

const pressed = Date.parse("2026-11-29T05:42:00.000Z");
const at = (seconds: number) => new Date(pressed + seconds * 1000).toISOString();
const facts: Restorable = { file: "content/business.json", entry: "Business facts", unreadable: true, publishedAt: at(-3600) };

describe("the build's outcome after a Publish", () => {
  it("says the site is being rebuilt while a build runs, and keeps waiting", () => {
    const reading = readBuild({ state: "building", startedAt: at(1) }, pressed, { now: pressed + 2000 });
    expect(reading.said).toMatchObject({ tone: "progress", title: "Publishing: the site is being rebuilt with your change…" });
    expect(reading.settled).toBe(false);
  });

  it("says the change is on the site, with the seconds from Publish and a link to its page, once the build after Publish ends", () => {
    const status: BuildStatus = { state: "built", startedAt: at(1), finishedAt: at(9.4) };
    const reading = readBuild(status, pressed, { now: pressed + 10_000, page: "/locations/noosa" });
    expect(reading.said).toEqual({
      tone: "done",
      title: "Published: your change is on the site.",
      text: "It took 9 seconds from Publish.",
      link: { href: "/locations/noosa", label: "View the page" },
    });
    expect(reading.settled).toBe(true);
    expect(readBuild({ state: "built", startedAt: at(0), finishedAt: at(0.2) }, pressed).said).toMatchObject({
      text: "It took 1 second from Publish.",
      link: { href: "/", label: "View the site" },
    });
  });

  it("does not take a build that started before Publish for the one that carries the change", () => {
    const earlier: BuildStatus = { state: "built", startedAt: at(-30), finishedAt: at(-20) };
    expect(readBuild(earlier, pressed, { now: pressed + 3000 })).toEqual({ said: undefined, settled: false });
  });

  it("says the change is saved but no rebuild started when none followed within 10 seconds", () => {
    const earlier: BuildStatus = { state: "built", startedAt: at(-30), finishedAt: at(-20) };
    const reading = readBuild(earlier, pressed, { now: pressed + NO_BUILD_AFTER_MS + 1 });
    expect(reading.said).toMatchObject({ tone: "problem", title: "Your change is saved, but the site has not started rebuilding." });
    expect((reading.said as { text: string }).text).toMatch(/^The program that rebuilds the site on this computer may have stopped/);
    expect((reading.said as { text: string }).text).not.toContain("npm");
    expect(reading.settled).toBe(false);
  });

  it("says the change is not on the site when the build failed, in the build's words, with what may be put back", () => {
    const status: BuildStatus = {
      state: "failed",
      startedAt: at(1),
      finishedAt: at(5),
      problem: "Business facts: Phone number must be an Australian number.",
      restorable: [{ ...facts, unreadable: false }],
    };
    const reading = readBuild(status, pressed);
    expect(reading.said).toMatchObject({ tone: "problem", title: "Your last change is not on the site yet: the site could not be built." });
    expect((reading.said as { text: string }).text).toMatch(
      /^Business facts: Phone number must be an Australian number\.\n\nThe site still shows/,
    );
    expect((reading.said as { restorable: Restorable[] }).restorable).toHaveLength(1);
    expect(reading.settled).toBe(true);
  });

  it("names a file that can no longer be read as the failure, with its last published version to put back", () => {
    const status: BuildStatus = {
      state: "failed",
      startedAt: at(1),
      finishedAt: at(5),
      problem: "Unexpected token } in JSON",
      restorable: [facts],
    };
    expect(readBuild(status, undefined).said).toMatchObject({
      title: "The site could not be built: Business facts can no longer be read.",
      restorable: [facts],
    });
    // In Queensland time, as every time the owner reads.
    expect(putBackLabel({ ...facts, publishedAt: "2026-11-29T15:42:00+10:00" }, new Date("2026-11-29T16:00:00+10:00"))).toMatch(
      /^Put back Business facts as published at 3:42\Wpm today$/,
    );
  });

  it("takes a problem since put right away when no publish awaits, and leaves a Published sentence up", () => {
    const built: BuildStatus = { state: "built", startedAt: at(-30), finishedAt: at(-20) };
    expect(readBuild(built, undefined).said).toBe("clear");
    expect(readBuild(built, undefined, { done: true }).said).toBeUndefined();
    expect(readBuild(undefined, pressed).said).toBeUndefined();
    expect(readBuild({ state: "hosted", liveWithinSeconds: 600 }, pressed).said).toBeUndefined();
  });

  it("links to the page a file shows on", () => {
    expect(pageOfFile("content/suburbs/noosa.json")).toBe("/locations/noosa");
    expect(pageOfFile("content/pages/our-work.json")).toBe("/our-work");
    expect(pageOfFile("content/business.json")).toBe("/");
  });

  it("says nothing of a build no publish awaits (npm run cms starting, a file changed by hand): it is not the owner's change", () => {
    expect(readBuild({ state: "building", startedAt: at(1) }, undefined).said).toBeUndefined();
  });
});

describe("when a version was published", () => {
  it("is said in Queensland time, whatever the device's time zone", async () => {
    const { whenPublished } = await import("./published-at.ts");
    // 23:30 UTC on 24 November is 9:30 am on 25 November in Brisbane (UTC+10, no daylight saving).
    expect(whenPublished("2026-11-24T23:30:00Z", new Date("2026-11-25T02:00:00Z"))).toMatch(/^9:30\Wam today$/);
    expect(whenPublished("2026-11-24T23:30:00Z", new Date("2026-12-01T02:00:00Z"))).toMatch(/^9:30\Wam on 25 November 2026$/);
  });
});
