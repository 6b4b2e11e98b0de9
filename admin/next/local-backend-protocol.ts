/**
 * What the editor and `npm run cms`'s local content server (scripts/dev/local-backend.ts) say to
 * each other, under the server's address (its `local-backend` meta):
 * - GET `/file?path=content/…` → `{ text }`, null where there is no such file;
 * - GET `/folder?path=content/…&extension=json` → `{ paths }`, the folder's files of that kind, names only;
 * - POST `/publish` `{ changes }` → `{ written: true }`, or 409 with the changed paths
 *   (admin/editor/expected-version.ts's `refusal`) and nothing written, or 422 / 400 with `error`.
 */

export const LOCAL_ROUTES = { read: "/file", list: "/folder", publish: "/publish" } as const;

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
