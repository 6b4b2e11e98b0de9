/**
 * No save overwrites a change it did not see. Decap writes the form over the file whatever the file
 * became since the entry was opened: two tabs (or two devices) each publishing the same entry lost
 * the first one's change, and told the second "Published". Before each save (Decap's `preSave`,
 * which stops the save when it throws) the file as the repository holds it now (./backend-files.ts)
 * is compared with the file as this tab opened it, or last saved it; if it changed, nothing is
 * written, and the notice names each field that changed with both values and offers to keep one:
 * the saved version (the form is filled with it) or the owner's (published over it on the next press).
 * The write itself is refused if the file changed after this check (./expected-version.ts).
 */
import { fieldsOfText, fileNow } from "./backend-files.ts";
import { changedFields } from "./changed-fields.ts";
import { decapStore, type ImmutableMap } from "./decap-store.ts";
import { clearNotice, showNotice } from "./notices.ts";
import { decapCms } from "./decap-cms.ts";
import { expectText, SAME_MOMENT, sendExpectedVersions } from "./expected-version.ts";

const NOTICE = "overwrite";

/** The file this tab last saved, by path: `opened` the text its entry was opened with, `text` what the save wrote. */
const savedHere = new Map<string, { opened: string; text: string }>();
/** A file's text the owner chose to publish over, by path. */
const keepMine = new Map<string, string>();
/** The entry each save was last let through for, by path: to say what changed if its write is refused. */
const letThrough = new Map<string, ImmutableMap>();

/** The form filled with the saved version: Decap's own action for an entry read from the repository. */
function takeSaved(entry: ImmutableMap, text: string, data: unknown) {
  const loaded = { ...entry.delete("isPersisting").toJS(), raw: text, data };
  decapStore()?.dispatch({ type: "DRAFT_CREATE_FROM_ENTRY", payload: { entry: loaded } });
  decapStore()?.dispatch({ type: "ENTRY_SUCCESS", payload: { collection: entry.get("collection"), entry: loaded } });
  keepMine.delete(String(entry.get("path")));
  showNotice(NOTICE, { tone: "done", title: "The form now shows the version saved: your changes to it were set aside." });
}

async function refuseOverwrite({ entry }: { entry: ImmutableMap }) {
  const path = String(entry.get("path") ?? "");
  if (entry.get("newRecord") || !path) return undefined;
  const opened = String(entry.get("raw") ?? "");
  const last = savedHere.get(path);
  const base = last?.opened === opened ? last.text : opened;
  const now = await fileNow(path);
  if (now === undefined) return undefined;
  if (now === base || keepMine.get(path) === now) {
    letThrough.set(path, entry);
    expectText(path, now);
    return undefined;
  }
  const yours = (entry.get("data") as ImmutableMap).toJS();
  const name = String(entry.get("label") ?? "") || String(entry.get("slug") ?? "this entry");
  const title = `Not published: ${name} was changed since you opened it (in another tab, on another device or on this computer).`;
  if (now === null) {
    showNotice(NOTICE, { tone: "problem", title, text: "Its file was deleted. Nothing was written." });
    throw new Error(title);
  }
  const saved = await fieldsOfText(path, now).catch(() => undefined);
  const changes =
    saved === undefined
      ? []
      : changedFields(
          String(entry.get("collection")),
          String(entry.get("slug")),
          await fieldsOfText(path, base).catch(() => ({})),
          saved,
          yours,
        );
  const listed = changes.slice(0, 6).map(({ where, saved: there, yours: mine }) => `${where}: saved “${there}”, yours “${mine}”`);
  if (changes.length > 6) listed.push(`and ${changes.length - 6} more`);
  showNotice(NOTICE, {
    tone: "problem",
    title,
    text: `Nothing was written. What changed:\n${listed.join("\n") || "its text"}\n\nKeep one of the two:`,
    actions: [
      {
        label: "Keep mine",
        run: () => {
          keepMine.set(path, now);
          showNotice(NOTICE, { tone: "warning", title: "Press Publish again: your version will replace the one saved." });
        },
      },
      ...(saved === undefined ? [] : [{ label: "Use the saved one", run: () => takeSaved(entry, now, saved) }]),
    ],
  });
  throw new Error(title);
}

/**
 * The backend refused the write the check let through: the file changed in between (said as the
 * check says it, with what changed), or another publish landed at the same moment.
 */
async function refusedAtWrite(path: string) {
  const entry = letThrough.get(path);
  if (!entry) return;
  try {
    await refuseOverwrite({ entry });
  } catch {
    return; // said, with what changed
  }
  // The file is as the check saw it: another publish moved the branch (or put the file back) meanwhile.
  showNotice(NOTICE, { tone: "problem", title: SAME_MOMENT, text: "Press Publish again." });
}

/** After a save: what it wrote becomes what this tab's next save is compared with. */
async function rememberWritten({ entry }: { entry: ImmutableMap }) {
  const path = String(entry.get("path") ?? "");
  keepMine.delete(path);
  clearNotice(NOTICE);
  const text = await fileNow(path);
  if (typeof text === "string") savedHere.set(path, { opened: String(entry.get("raw") ?? ""), text });
}

export function refuseSilentOverwrites() {
  const CMS = decapCms();
  CMS.registerEventListener({ name: "preSave", handler: refuseOverwrite });
  CMS.registerEventListener({ name: "postSave", handler: (event) => void rememberWritten(event) });
  sendExpectedVersions((path) => void refusedAtWrite(path));
}
