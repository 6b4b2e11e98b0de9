/**
 * What the owner is told after a publish on the live site, in the own editor, in Chromium: a form
 * published through a backend in memory, the live site's build information and build status answered
 * by a fake fetch, the repository's history a list. "Publishing on the host…", then "Live after N s"
 * with the page's link; "Not live yet" past the bound, naming the host; on opening again, when the
 * change went live; and a publish that met another at the same moment, said in the current editor's words.
 */
import { createElement, Fragment } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import type { BuildInfo } from "#app/site/build-info.ts";
import facts from "../../scripts/fixtures/spec-content/business.json" with { type: "json" };
import type { ContentBackend } from "./content-backend.ts";
import { developerWordsIn } from "./developer-words.ts";
import { words } from "./editor-words.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { SameMomentPublish } from "./github-backend.ts";
import { keptChanges } from "./kept-changes.ts";
import { liveOutcome, LiveOutcomeNotice, pageOfPath, type LiveOutcome } from "./live-outcome.tsx";
import { memoryBackend } from "./memory-backend.ts";
import { homeOnlyIndex as index, phoneOnlyEntry } from "./test-entries.ts";

const path = "content/business.json";
const entry = phoneOnlyEntry;
const netlify = { name: "Netlify", buildsAt: "your site → Deploys, in Netlify" };

/** The branch's commits, newest first; the publish adds its own, and answers it. */
let history: string[];
/** The commit the live site is built from. */
let built: string;
/** The bound the build states, in seconds. */
let bound: number;
let root: Root;
let live: LiveOutcome;
const kept = keptChanges(localStorage);

beforeEach(() => {
  localStorage.clear();
  [history, built, bound] = [["c0"], "c0", 600];
  const send = fetch.bind(window);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const address = String(input);
    if (address === "/build-info.json")
      return Response.json({ commit: built, content: {}, host: netlify, photosNotCommitted: [] } satisfies BuildInfo);
    if (address === "/admin/build-status.json") return Response.json({ state: "hosted", liveWithinSeconds: bound });
    return send(input, init);
  });
});

afterEach(() => {
  live.stop();
  root.unmount();
  vi.unstubAllGlobals();
});

/** The editor as it is on the live site: the live outcome above the form, told of each publish. */
function open(backend: ContentBackend) {
  live = liveOutcome({
    holds: async (from, commit) => history.includes(commit) && history.indexOf(from) <= history.indexOf(commit),
    head: async () => history[0],
  });
  document.body.replaceChildren(document.createElement("div"));
  root = createRoot(document.body.firstElementChild!);
  root.render(
    createElement(
      Fragment,
      null,
      createElement(LiveOutcomeNotice, { outcome: live }),
      createElement(EntryScreen, { entry, backend, kept, index, afterPublish: live.afterPublish }),
    ),
  );
}

/** A backend with the business facts' file; each publish lands as a new commit on the branch. */
function repository() {
  const memory = memoryBackend({ [path]: `${JSON.stringify({ ...facts, phone: "0491 570 156" }, null, 2)}\n` });
  const backend: ContentBackend = {
    ...memory.backend,
    async publishFiles(changes, message) {
      const outcome = await memory.backend.publishFiles(changes, message);
      if (!outcome.written) return outcome;
      history = [`c${history.length}-published`, ...history];
      return { ...outcome, commit: history[0] };
    },
  };
  return backend;
}

const phoneBox = () => page.getByLabelText("Phone number", { exact: true });
const publish = async () => {
  await expect.element(phoneBox()).toBeVisible();
  await phoneBox().fill("0412 345 678");
  await page.getByRole("button", { name: words.publish, exact: true }).click();
};

describe("after a publish on the live site", () => {
  it("says publishing on the host, then live after N s with a link to the page, once the site is built from it", async () => {
    open(repository());
    await publish();
    // One notice for the publish: the host's, from publishing to live; the form says nothing of its own.
    await expect.element(page.getByText("Publishing on the host…")).toBeVisible();
    await expect.element(page.getByText(words.published)).not.toBeInTheDocument();
    await expect.element(page.getByText(/The host is rebuilding the site with it/)).toBeVisible();
    expect(developerWordsIn(document.body.innerText)).toEqual([]);
    built = history[0]!;
    await expect.element(page.getByText(/^Live after \d+ s: your change is on the site\.$/), { timeout: 8_000 }).toBeVisible();
    await expect.element(page.getByText("Publishing on the host…")).not.toBeInTheDocument();
    expect(developerWordsIn(document.body.innerText)).toEqual([]);
    const link = page.getByRole("link", { name: "View the page" });
    await expect.element(link).toHaveAttribute("href", "/");
    await page.getByRole("button", { name: words.understood }).first().click();
    await expect.element(page.getByText(/^Live after/)).not.toBeInTheDocument();
  });

  it("says not live yet past the bound the build states, naming the host and where its rebuilds are listed", async () => {
    bound = 2;
    open(repository());
    await publish();
    await expect.element(page.getByText("Publishing on the host…")).toBeVisible();
    await expect
      .element(page.getByText("Not live yet: your change is saved, but the site does not show it after 2 seconds."), { timeout: 8_000 })
      .toBeVisible();
    await expect.element(page.getByText(/^Netlify has not rebuilt the site with it yet.*your site → Deploys, in Netlify/)).toBeVisible();
    expect(developerWordsIn(document.body.innerText)).toEqual([]);
  });

  it("tells, on opening again, that the change published before the tab was closed is live", async () => {
    const pressed = new Date();
    pressed.setSeconds(0, 0);
    localStorage.setItem("owner-last-publish", JSON.stringify({ path, deleted: false, page: "/", pressed: pressed.getTime() }));
    history = ["c1-published", "c0"];
    built = "c1-published";
    open(repository());
    await expect.element(page.getByText(/^Live: your change published at \d+:\d\d\s?[ap]m today is on the site\.$/)).toBeVisible();
    await expect.element(page.getByText("It went live while the editor was closed.")).toBeVisible();
  });

  it("says a publish that met another at the same moment in the current editor's words, with the changes kept", async () => {
    const backend = repository();
    open({ ...backend, publishFiles: () => Promise.reject(new SameMomentPublish()) });
    await publish();
    await expect.element(page.getByText(words.sameMoment)).toBeVisible();
    await expect.element(page.getByText("Publishing on the host…")).not.toBeInTheDocument();
    expect(kept.find(path)?.fields.phone).toBe("0412 345 678");
  });

  it("links to the page a file shows on", () => {
    expect(pageOfPath("content/pages/our-work.json")).toBe("/our-work");
    expect(pageOfPath("content/suburbs/buderim.json")).toBe("/locations/buderim");
    expect(pageOfPath("content/business.json")).toBe("/");
  });
});
