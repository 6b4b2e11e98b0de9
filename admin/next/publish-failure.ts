/**
 * What the form says when a publish could not be made: another publish at the same moment
 * (./github-backend.ts), an error answer from the backend (in its own words where it gave some: the
 * site's key to GitHub expired, a rule on its branch, ./github-answers.ts; npm run cms's content
 * server starting again, or stopped, ./local-backend-client.ts), or no connection.
 */
import { isUnexpectedAnswer } from "./content-backend.ts";
import { githubWords, words } from "./editor-words.ts";
import { isSameMomentPublish } from "./github-backend.ts";
import type { NoticeState } from "./notice.tsx";

export const publishFailure = (error: unknown): NoticeState =>
  isSameMomentPublish(error)
    ? { tone: "problem", text: words.sameMoment }
    : isUnexpectedAnswer(error)
      ? error.said
        ? { tone: "problem", text: githubWords.notPublished, list: [error.said] }
        : { tone: "problem", text: words.unexpectedAnswer }
      : { tone: "problem", text: words.noConnection, untilOnline: true };
