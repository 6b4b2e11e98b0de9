/**
 * A publish is written only over the version of each file the owner's form was filled from: on this
 * computer, `npm run cms`'s local content server compares and writes one publish at a time
 * (scripts/dev/write-if-unchanged.ts), told each file's expected version by the editor
 * (admin/next/local-backend-client.ts). On GitHub the commit is made on the head it was checked
 * against (admin/next/github-backend.ts).
 */

/** The answer to a write over a file that changed: 409 Conflict, with `changed`, the paths. */
export const VERSION_REFUSED = 409;

const hex = (digest: ArrayBuffer) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** A file's version for the local backend: the SHA-256 of its text (the same in the browser and in Node). */
export async function versionOf(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The local backend's refusal: the files that changed, named. */
export const refusal = (changed: string[]) => ({
  error: `Not published: ${changed.join(", ")} was changed since you opened it. Nothing was written.`,
  changed,
});
