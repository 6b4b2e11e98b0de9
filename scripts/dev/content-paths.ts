/**
 * Which paths `npm run cms` reads and writes for the editor (its local content server,
 * ./local-backend.ts, and "put back", ./content-restore.ts): files inside content/ only, by names
 * that mean the same file on every system and to every program the project runs (issue 55). Refused:
 * a step that leaves or stays (`..`, `.`, empty); `.git` and its kin anywhere (git reads hooks and
 * settings from there); names Windows takes for a device (CON, PRN, AUX, NUL, COM1–9, LPT1–9, with any
 * extension: `con.json` is the console); characters Windows refuses or reads otherwise (`:` names a
 * file's hidden stream, `\ < > " | ? *`), control characters (CR and LF split a line of git's or a
 * shell's), a trailing dot or space (Windows drops it: another file's name); a leading `-` (a
 * shell's command takes it for an option). And no symbolic link on the way (`linkOnTheWay`): a
 * link in content/ could name any file of this computer.
 */
import { lstatSync } from "node:fs";
import { join } from "node:path";

const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)$/i;

/** Why one step of a path is refused; undefined: it is a plain name. */
function stepProblem(step: string): string | undefined {
  if (step === "" || step === "." || step === "..") return "an empty, . or .. step";
  if (/^\.git/i.test(step) || /^git~\d+$/i.test(step)) return "a name git keeps for itself";
  if (DEVICE.test(step.split(".")[0]!.trimEnd())) return "a name Windows keeps for a device";
  // oxlint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(step)) return "a control character";
  if (/[\\:<>"|?*]/.test(step)) return "a character Windows refuses in a name";
  if (/[. ]$/.test(step)) return "a name ending in a dot or a space";
  if (step.startsWith("-") || step !== step.trim()) return "a name starting with - or a space";
  return undefined;
}

/** Why `path` is not a name in content/ that the editor may use; undefined: it is one. */
export function contentPathProblem(path: unknown): string | undefined {
  if (typeof path !== "string" || !path.startsWith("content/")) return "not a path in content/";
  for (const step of path.split("/")) {
    const problem = stepProblem(step);
    if (problem) return problem;
  }
  return undefined;
}

/** Whether `path` names something inside content/ by a plain name (see above). */
export const inContent = (path: unknown): path is string => contentPathProblem(path) === undefined;

/**
 * The first step of `path` (relative to `repository`, content/ included) that is a symbolic link (or
 * a Windows junction, which Node reports as one), or undefined when none is: a step not there yet ends
 * the walk, as nothing under it can be a link. Each step is looked at without following it (lstat).
 * What is left: a program that makes a link in the moment between this look and the read or write.
 */
export function linkOnTheWay(repository: string, path: string): string | undefined {
  let at = repository;
  const steps = path.split("/");
  for (const [index, step] of steps.entries()) {
    at = join(at, step);
    try {
      if (lstatSync(at).isSymbolicLink()) return steps.slice(0, index + 1).join("/");
    } catch {
      return undefined; // not there (yet): nothing further can be a link
    }
  }
  return undefined;
}
