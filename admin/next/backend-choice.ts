/**
 * Which content backend the editor makes, from its page: the `editor-backend` meta, written when the
 * page is served or built (`editorBackendMeta`, the same choice as /admin's: admin/next/editor-backend.ts),
 * and the `local-backend` meta (`npm run cms`'s address). `npm run cms` keeps the local backend and no
 * sign-in; the live site signs the owner in (./sign-in.ts) and publishes through GitHub's API; a live
 * site built with no backend says it is not connected.
 */
import type { EditorBackend } from "./editor-backend.ts";
import type { GitHubApi } from "../editor/github-commit.ts";
import type { ContentBackend } from "./content-backend.ts";
import { pageEditorKey } from "./local-backend-protocol.ts";
import { isSignInExpired, type SignInBackend, type SignedIn } from "./kept-sign-in.ts";
import type { RequestsClient } from "../requests/requests-client.ts";

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The `editor-backend` meta's attributes for `backend`, in place of `content="EDITOR_BACKEND"`: its
 * name as /admin's meta has it, and what its sign-in needs as data attributes.
 */
export function editorBackendMeta(backend: EditorBackend) {
  const data: Record<string, string | undefined> =
    backend.name === "decapbridge"
      ? { "site-id": backend.siteId, branch: backend.branch }
      : backend.name === "github"
        ? { repo: backend.repo, branch: backend.branch, "auth-url": backend.authUrl }
        : {};
  return [
    `content="${backend.name}"`,
    ...Object.entries(data).flatMap(([name, value]) => (value === undefined ? [] : [`data-${name}="${escapeAttribute(value)}"`])),
  ].join(" ");
}

/** The backend the page names; `local` where it names none (the page `npm run cms` served before the meta existed). */
function pageEditorBackend(page: Pick<Document, "querySelector"> = document): EditorBackend {
  const meta = page.querySelector<HTMLMetaElement>('meta[name="editor-backend"]');
  const data = meta?.dataset ?? {};
  const branch = data.branch || "main";
  if (meta?.content === "decapbridge" && data.siteId) return { name: "decapbridge", siteId: data.siteId, branch };
  if (meta?.content === "github" && data.repo)
    return { name: "github", repo: data.repo, branch, ...(data.authUrl ? { authUrl: data.authUrl } : {}) };
  return { name: "local" };
}

/** How the editor reaches the site's files. */
export type BackendChoice =
  /** `npm run cms`: its local backend, no sign-in. */
  | { kind: "local"; backend: ContentBackend }
  /** The live site built with no backend: the editor says it is not connected. */
  | { kind: "not-connected" }
  /** The live site: the owner signs in, then `make` gives the backend for that sign-in. */
  | { kind: "sign-in"; backend: SignInBackend; make: (signedIn: SignedIn) => ContentBackend };

/** The page's choice: `local(url, key)` makes the local backend (with the key its requests carry), `github(api, branch, owner)` the GitHub one (./github-backend.ts), committing in the owner's name. */
export function chooseBackend(
  factories: {
    local: (url: string, key: string) => ContentBackend;
    github: (api: GitHubApi, branch: string, owner?: SignedIn["owner"]) => ContentBackend;
  },
  page: Pick<Document, "querySelector"> = document,
): BackendChoice {
  const backend = pageEditorBackend(page);
  if (backend.name !== "local") return { kind: "sign-in", backend, make: ({ api, branch, owner }) => factories.github(api, branch, owner) };
  const url = page.querySelector<HTMLMetaElement>('meta[name="local-backend"]')?.content ?? "";
  // A page built for the live site has no local backend: there is nothing to publish to.
  return /^https?:\/\//.test(url) ? { kind: "local", backend: factories.local(url, pageEditorKey(page)) } : { kind: "not-connected" };
}

/**
 * `backend`, which calls `onExpired` when the repository no longer takes the owner's token (a
 * SignInExpired, thrown on a 401) before the error goes on to the screen that asked: the editor then
 * shows the sign-in, and what the owner typed stays kept on the device (./kept-changes.ts).
 */
export function watchSignIn(backend: ContentBackend, onExpired: () => void): ContentBackend {
  const watched =
    <Args extends unknown[], Result>(call: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      try {
        return await call(...args);
      } catch (error) {
        if (isSignInExpired(error)) onExpired();
        throw error;
      }
    };
  return {
    read: watched((path) => backend.read(path)),
    publishFiles: watched((changes, message) => backend.publishFiles(changes, message)),
    list: watched((folder, extension) => backend.list(folder, extension)),
    versions: watched((path) => backend.versions(path)),
  };
}

/**
 * The owner's list of quote requests, reached as the backend is: under `npm run cms` with no sign-in
 * (its local server answers this computer's editor only), on the live site with the sign-in's
 * Authorization header, as the editor sends it to its backend. Its module is loaded when first opened.
 */
export interface RequestsAccess {
  open: () => Promise<RequestsClient>;
  /** `<scheme> <token>`, the header the owner's API takes (the phone's alerts too); none under npm run cms. */
  authorization: string | undefined;
  /** The list refused the sign-in (401): the editor's sign-in comes back, as for a publish. */
  signInAgain: () => void;
}

export function requestsAccess(signedIn: SignedIn | undefined, signInAgain: () => void): RequestsAccess {
  const authorization = signedIn && `${signedIn.api.scheme} ${signedIn.api.token}`;
  return {
    // Under npm run cms no one signs in: the page's key shows the list it is its own page.
    open: () =>
      import("../requests/requests-client.ts").then(({ requestsClient }) =>
        requestsClient({ authorization, editorKey: authorization || typeof document === "undefined" ? undefined : pageEditorKey() }),
      ),
    authorization,
    signInAgain,
  };
}
