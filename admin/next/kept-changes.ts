/**
 * Nothing typed is lost: every change to a form is kept on this device as it is typed, one record per
 * file, with the text of the file the form started from (so a publish later is still checked against
 * that version: a file changed meanwhile is refused, not overwritten). A closed tab, a reload or a
 * locked phone finds it again; publishing or discarding it forgets it.
 */

/** What is kept of one file's unpublished changes. */
export interface KeptChange {
  /** The form's fields as the owner left them. */
  fields: Record<string, unknown>;
  /** The file's text when the form was filled from it: the version a publish must still find (null: a new one's, no file yet). */
  opened: string | null;
  /** When it was last typed (ISO). */
  at: string;
  /** The text last sent to be published: found in the file later, it is the owner's own publish whose answer was lost. */
  sent?: string;
  /** When it was sent (ISO): the build that carries it started after. */
  sentAt?: string;
}

const PREFIX = "editor-next:kept:";

const isKept = (value: unknown): value is KeptChange =>
  typeof value === "object" &&
  value !== null &&
  (typeof (value as KeptChange).opened === "string" || (value as KeptChange).opened === null) &&
  typeof (value as KeptChange).at === "string" &&
  typeof (value as KeptChange).fields === "object";

/** The kept changes in `storage` (the browser's localStorage, which outlives the tab). */
export function keptChanges(storage: Storage) {
  /** The changes kept for the file at `path`, if any (a record that cannot be read is no change). */
  function find(path: string): KeptChange | undefined {
    try {
      const value: unknown = JSON.parse(storage.getItem(PREFIX + path) ?? "null");
      return isKept(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }
  const write = (path: string, kept: KeptChange) => storage.setItem(PREFIX + path, JSON.stringify(kept));
  return {
    find,
    /** Keeps the form as typed at `at` (what was last sent to be published is kept with it). */
    keep(path: string, fields: Record<string, unknown>, opened: string | null, at = new Date()) {
      const { sent, sentAt } = find(path) ?? {};
      write(path, { fields, opened, at: at.toISOString(), sent, sentAt });
    },
    /** Notes `text` as about to be published, before it is sent: its answer may be lost on the way back. */
    sending(path: string, fields: Record<string, unknown>, opened: string | null, text: string, now = new Date()) {
      write(path, { fields, opened, at: find(path)?.at ?? now.toISOString(), sent: text, sentAt: now.toISOString() });
    },
    forget(path: string) {
      storage.removeItem(PREFIX + path);
    },
  };
}

export type KeptChanges = ReturnType<typeof keptChanges>;

const time = (at: Date) => at.toLocaleTimeString("en-AU", { hour: "numeric", minute: "2-digit", timeZone: "Australia/Brisbane" });
const day = (at: Date) =>
  at.toLocaleDateString("en-AU", { weekday: "long", day: "numeric", month: "long", timeZone: "Australia/Brisbane" });

/** "Your changes from 3:42 pm are back in the form; nothing was published." (with the day, when it was not today). */
export function backInTheForm(at: Date, now = new Date()) {
  const when = day(at) === day(now) ? time(at) : `${time(at)} on ${day(at)}`;
  return `Your changes from ${when} are back in the form; nothing was published.`;
}
