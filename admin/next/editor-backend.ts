/**
 * Where the editor at /admin signs in and commits, chosen when the site is built (README,
 * "Configuration"; docs/connect-the-editor.md; ADR 0030). Each backend is described once here: the
 * build-time variables that pick it, and the origins the admin page's
 * security policy lets the browser reach for it, so a build allows nothing for a backend it does not use.
 */

/** DecapBridge's hosted services (decapbridge.com/docs/architecture): its sign-in API and its Git Gateway. */
export const DECAPBRIDGE = { auth: "https://auth.decapbridge.com", gateway: "https://gateway.decapbridge.com" } as const;

export type EditorBackend =
  /** Not connected: only Decap's local backend (`npm run cms`); the live /admin says so in plain words. */
  | { name: "local" }
  /** DecapBridge: the owner is invited by email and signs in with Google, Microsoft or a password. */
  | { name: "decapbridge"; siteId: string; branch: string }
  /** GitHub: the owner's own GitHub account with write access, through an OAuth helper. */
  | { name: "github"; repo: string; branch: string; authUrl?: string };

const BACKEND_NAMES = ["decapbridge", "github", "local"] as const;

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const REPO = /^[\w.-]+\/[\w.-]+$/;

/**
 * The backend the build's environment names: CMS_BACKEND, or GitHub when only CMS_GITHUB_REPO is
 * set (as before CMS_BACKEND existed), else the local backend alone. A setting that cannot work stops
 * the build with the variable named, rather than publishing an editor whose sign-in fails.
 */
export function editorBackend(env: Record<string, string | undefined>): EditorBackend {
  const read = (name: string) => env[name]?.trim() || undefined;
  const branch = read("CMS_BRANCH") ?? "main";
  const chosen = read("CMS_BACKEND") ?? (read("CMS_GITHUB_REPO") ? "github" : "local");
  switch (chosen) {
    case "local":
      return { name: "local" };
    case "decapbridge": {
      const siteId = read("CMS_DECAPBRIDGE_SITE_ID");
      if (!siteId || !UUID.test(siteId))
        throw new Error(
          "CMS_BACKEND=decapbridge needs CMS_DECAPBRIDGE_SITE_ID: the site's id in DecapBridge's dashboard, " +
            "the part after /sites/ in the configuration it shows (like 0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40)" +
            (siteId ? `; got "${siteId}"` : ""),
        );
      return { name: "decapbridge", siteId: siteId.toLowerCase(), branch };
    }
    case "github": {
      const repo = read("CMS_GITHUB_REPO");
      if (!repo || !REPO.test(repo))
        throw new Error(`CMS_BACKEND=github needs CMS_GITHUB_REPO as owner/name${repo ? `; got "${repo}"` : ""}`);
      const authUrl = read("CMS_AUTH_URL");
      return { name: "github", repo, branch, ...(authUrl ? { authUrl } : {}) };
    }
    default:
      throw new Error(`CMS_BACKEND must be one of ${BACKEND_NAMES.join(", ")} (or empty); got "${chosen}"`);
  }
}

/**
 * The origins beyond the site's own that the admin page fetches from (connect-src) and shows
 * images from (img-src) for this backend. Sign-in pages are visited, not fetched: DecapBridge's by
 * navigating away and back, the GitHub OAuth helper in a popup, neither governed by this page's policy.
 */
export function backendOrigins(backend: EditorBackend): { connect: string[]; img: string[] } {
  switch (backend.name) {
    case "local":
      return { connect: [], img: [] };
    case "decapbridge":
      // The token from the sign-in API, the repository through the gateway, the owner's picture from the API's assets.
      return { connect: [DECAPBRIDGE.auth, DECAPBRIDGE.gateway], img: [DECAPBRIDGE.auth] };
    case "github":
      // GitHub's API, its status page (the editor polls it), and the owner's GitHub picture.
      return { connect: ["https://api.github.com", "https://www.githubstatus.com"], img: ["https://avatars.githubusercontent.com"] };
  }
}
