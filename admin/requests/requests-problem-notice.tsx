/**
 * What the owner's quote requests screen (./requests-screen.tsx) says when the list could not be
 * loaded: without a connection, that the list shown is the one last loaded, and when (possibly out
 * of date), or that none was kept; else what the site answered, with "Try again" after an error.
 */
import { requestWords } from "./request-words.ts";
import { buttonClass } from "../next/form-parts.ts";
import type { Problem } from "./use-requests.ts";
import { whenReceived } from "./when-received.ts";

const problemWords: Record<Exclude<Problem, "offline">, string> = {
  "not-allowed": requestWords.notAllowed,
  "not-here": requestWords.notHere,
  error: requestWords.answeredError,
};

export function RequestsProblemNotice({
  problem,
  loadedAt,
  now,
  retry,
}: {
  problem: Problem | undefined;
  /** When the list shown was loaded from the site (ms since 1970); none when no list is shown. */
  loadedAt: number | undefined;
  now: number;
  retry: () => void;
}) {
  return (
    <>
      {problem === "offline" ? (
        <p role="status" className="rounded-xl border-l-8 border-sun-500 bg-sun-300/40 p-4 text-base font-semibold text-forest-950">
          {loadedAt !== undefined
            ? requestWords.offlineKept(whenReceived(new Date(loadedAt).toISOString(), now))
            : requestWords.offlineNothingKept}
        </p>
      ) : null}
      {problem && problem !== "offline" ? (
        <div role="status" className="grid gap-3 rounded-xl border-l-8 border-red-700 bg-red-50 p-4 text-base font-semibold text-red-900">
          <p>{problemWords[problem]}</p>
          {problem === "error" ? (
            <button type="button" className={`${buttonClass} justify-self-start`} onClick={retry}>
              {requestWords.tryAgain}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
