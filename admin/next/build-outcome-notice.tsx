/** The build's outcome after a Publish (./build-watch.ts), drawn as the editor's other notices are, with its link and its buttons. */
import type { BuildSaid } from "../editor/build-outcome.ts";
import { putBackLabel } from "../editor/build-outcome.ts";
import type { Builds } from "./build-watch.ts";
import { Notice, type NoticeState } from "./notice.tsx";

const tones = { progress: "kept", done: "done", problem: "problem" } as const;

/** The sentence as a notice: the build's words, what to do, where to see it, what to put back. */
function noticeOf(said: BuildSaid, restore: Builds["restore"]): NoticeState {
  const notice: NoticeState = { tone: tones[said.tone], text: said.title };
  if (said.text) notice.detail = said.text;
  if (said.link) notice.link = said.link;
  if (said.restorable?.length)
    notice.actions = said.restorable.map((broken) => ({ label: putBackLabel(broken), run: () => void restore(broken) }));
  return notice;
}

export function BuildOutcome({ builds }: { builds: Builds }) {
  if (!builds.said) return null;
  // A new notice for each new sentence: brought into view, and read out.
  return (
    <Notice key={builds.said.title} notice={noticeOf(builds.said, builds.restore)} onDiscard={() => undefined} onClose={builds.dismiss} />
  );
}
