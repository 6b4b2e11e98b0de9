/**
 * Tells the owner, in the editor, what happens after Publish. On this computer (`npm run cms`,
 * which reports its builds): the site rebuilding with their change, the change live, or the build
 * failed with the file and field to fix and the last good site still up. On the live site, whose
 * host builds out of sight: when the change will show, and that the host emails if it cannot.
 */
import { BUILD_STATUS_PATH, type BuildStatus } from "./build-status.ts";
import { clearNotice, showNotice } from "./notices.ts";

const NOTICE = "build";

interface DecapEvents {
  CMS: { registerEventListener: (listener: { name: "postSave"; handler: () => void }) => void };
}

/** The build's status; undefined when it could not be read just now (the local server restarting). */
async function readStatus(): Promise<BuildStatus | undefined> {
  try {
    const response = await fetch(BUILD_STATUS_PATH, { cache: "no-store" });
    return response.ok ? ((await response.json()) as BuildStatus) : undefined;
  } catch {
    return undefined;
  }
}

function show(status: Exclude<BuildStatus, { state: "hosted" }>, publishing: boolean) {
  if (status.state === "building")
    showNotice(NOTICE, {
      tone: "progress",
      title: "Publishing: the site is being rebuilt with your change…",
      text: "This takes about 15 seconds.",
    });
  else if (status.state === "failed")
    showNotice(NOTICE, {
      tone: "problem",
      title: "Your last change is not on the site yet: the site could not be built.",
      text: `${status.problem}\n\nThe site still shows the version from before. Fix what is named above, publish again, and the site rebuilds.`,
    });
  else if (publishing)
    showNotice(NOTICE, { tone: "done", title: "Published: your change is on the site.", link: { href: "/", label: "View the site" } });
  else clearNotice(NOTICE);
}

export function watchBuilds() {
  /** Since the owner last pressed Publish, until the build that follows it has ended. */
  let publishing = false;
  let since = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    clearTimeout(timer);
    const status = await readStatus();
    if (status?.state === "hosted") {
      if (publishing)
        showNotice(NOTICE, {
          tone: "done",
          title: "Saved: your change will be on the site in about two minutes, once it has been rebuilt.",
          text: "If the site cannot be rebuilt, the host emails you, and the site stays as it was.",
        });
      publishing = false;
      return;
    }
    // A build that started before this Publish is not the one that carries the change.
    const current = status && (status.state === "building" || status.startedAt >= since);
    if (status) show(status, publishing && current === true);
    if (status && status.state !== "building" && current) publishing = false;
    timer = setTimeout(poll, publishing || status?.state === "building" ? 500 : 4000);
  };
  (window as unknown as DecapEvents).CMS.registerEventListener({
    name: "postSave",
    handler: () => {
      publishing = true;
      since = new Date(Date.now() - 1000).toISOString();
      void poll();
    },
  });
  void poll();
}
