/**
 * What the form says when a publish could not be made: another publish at the same moment
 * (./github-backend.ts), an error answer from the backend (in its own words where it gave some: npm
 * run cms's content server starting again, or npm run cms stopped: ./local-backend-client.ts), or no connection.
 */
import { isUnexpectedAnswer } from "./content-backend.ts";
import { words } from "./editor-words.ts";
import { isSameMomentPublish } from "./github-backend.ts";
import type { NoticeState } from "./notice.tsx";

export const publishFailure = (error: unknown): NoticeState =>
  isSameMomentPublish(error)
    ? { tone: "problem", text: words.sameMoment }
    : isUnexpectedAnswer(error)
      ? { tone: "problem", text: error.said ?? words.unexpectedAnswer }
      : { tone: "problem", text: words.noConnection, untilOnline: true };
