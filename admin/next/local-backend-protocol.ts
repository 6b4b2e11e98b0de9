/**
 * What the editor and `npm run cms`'s local content server (scripts/dev/local-backend.ts) say to
 * each other, under the server's address (its `local-backend` meta):
 * - GET `/file?path=content/…` → `{ text }`, null where there is no such file;
 * - GET `/folder?path=content/…&extension=json` → `{ paths }`, the folder's files of that kind, names only;
 * - POST `/publish` `{ changes }` → `{ written: true }`, or 409 with the changed paths
 *   (admin/editor/expected-version.ts's `refusal`) and nothing written, or 422 / 400 with `error`.
 *
 * Every request carries the key `npm run cms` made when it started and wrote into the editor's page
 * (its `local-backend-key` meta), in EDITOR_KEY_HEADER; so do the page's own writes to `npm run cms`
 * (/admin/restore). A page of another site or another port cannot read the editor's page (no CORS, no
 * frame), so it has no key, and is refused even where it can send a request (scripts/dev/editor-key.ts).
 */

export const LOCAL_ROUTES = { read: "/file", list: "/folder", publish: "/publish" } as const;

/** The header the editor's key travels in. */
export const EDITOR_KEY_HEADER = "X-Editor-Key";

/** The key as the editor's page holds it: its `local-backend-key` meta; "" where the page has none (the live site's). */
export const pageEditorKey = (page: Pick<Document, "querySelector"> = document) =>
  page.querySelector<HTMLMetaElement>('meta[name="local-backend-key"]')?.content ?? "";

/**
 * One change of a publish as it travels: its new text, its bytes (base64), or its delete, with the
 * version of the file it was opened from (the SHA-256 of that text; "" for no file). Without
 * `expectedVersion` it is written whatever the file is now.
 */
export type LocalChange = { path: string; expectedVersion?: string } & (
  | { text: string; base64?: never; deleted?: never }
  | { base64: string; text?: never; deleted?: never }
  | { deleted: true; text?: never; base64?: never }
);
