/**
 * The owner's sign-in as this device keeps it (./sign-in.ts makes it): the token, for whom and until
 * when, kept in localStorage so a day's work over several visits needs one sign-in; the repository's
 * API it reaches; and the error a backend throws when the repository no longer takes it.
 */
import type { GitHubApi } from "../editor/github-commit.ts";
import { DECAPBRIDGE, type EditorBackend } from "./editor-backend.ts";

/** The backends that need the owner signed in. */
export type SignInBackend = Extract<EditorBackend, { name: "decapbridge" | "github" }>;

/** The owner signed in: GitHub's API for the repository, the branch the host builds, who they are, and until when (ms since 1970). */
export interface SignedIn {
  api: GitHubApi;
  branch: string;
  owner?: { name: string; email: string };
  until: number;
}

/** Why the owner is asked to sign in (again). */
export type SignInProblem =
  /** Kept from an earlier visit, and expired (or refused by the gateway since). */
  | "expired"
  /** The sign-in was cancelled or refused, or its return did not match the sign-in this tab started. */
  | "refused"
  /** The sign-in service could not be reached. */
  | "unreachable"
  /** Signed in, but the gateway has no GitHub repository behind it: the developer's setup. */
  | "no-repository";

/** What the sign-in needs from the browser: the real one (`browserPlace`), or a fake in tests. */
export interface SignInPlace {
  location: Pick<Location, "origin" | "pathname" | "search" | "hash" | "assign">;
  history: Pick<History, "replaceState">;
  /** Where the token is kept: it outlives the tab (a day's work over several visits). */
  localStorage: Storage;
  /** Where the sign-in under way is kept while the owner is at DecapBridge: this tab's alone. */
  sessionStorage: Storage;
  fetch: typeof fetch;
  crypto: Crypto;
  now: () => number;
  /** Opens the GitHub sign-in's window, and hears its messages. */
  open?: (url: string) => { close(): void; postMessage(message: string, origin: string): void } | null;
  listen?: (listener: (event: MessageEvent) => void) => () => void;
}

export const browserPlace = (): SignInPlace => ({
  location: window.location,
  history: window.history,
  localStorage: window.localStorage,
  sessionStorage: window.sessionStorage,
  fetch: window.fetch.bind(window),
  crypto: window.crypto,
  now: Date.now,
  open: (url) => window.open(url, "github-sign-in", "width=960,height=600"),
  listen: (listener) => {
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  },
});

const TOKEN_KEY = "editor-sign-in";
/** A token this close to its end is taken as ended: a publish started with it could be refused halfway. */
const MARGIN_MS = 60_000;
/** Which sign-in a kept token belongs to: another site's or backend's is never used. */
export const signInKey = (backend: SignInBackend) =>
  backend.name === "decapbridge" ? `decapbridge:${backend.siteId}` : `github:${backend.repo}`;

/** The repository's API as the token reaches it. */
function apiOf(backend: SignInBackend, token: string): GitHubApi {
  return backend.name === "decapbridge"
    ? { root: `${DECAPBRIDGE.gateway}/github`, token, scheme: "Bearer", gateway: true }
    : { root: `https://api.github.com/repos/${backend.repo}`, token, scheme: "token" };
}

export interface KeptToken {
  key: string;
  token: string;
  until: number;
  owner?: { name: string; email: string };
}

export const readJson = <Value>(storage: Storage, key: string): Value | undefined => {
  try {
    return JSON.parse(storage.getItem(key) ?? "null") ?? undefined;
  } catch {
    return undefined;
  }
};

const signedInWith = (backend: SignInBackend, kept: KeptToken): SignedIn => ({
  api: apiOf(backend, kept.token),
  branch: backend.branch,
  ...(kept.owner ? { owner: kept.owner } : {}),
  until: kept.until,
});

/** The sign-in kept on this device for `backend`: signed in, or `expired` (a token kept, now ended), or nothing kept. */
export function keptSignIn(backend: SignInBackend, place: SignInPlace): SignedIn | "expired" | undefined {
  const kept = readJson<KeptToken>(place.localStorage, TOKEN_KEY);
  if (!kept || kept.key !== signInKey(backend) || typeof kept.token !== "string") return undefined;
  if (kept.until - MARGIN_MS <= place.now()) {
    place.localStorage.removeItem(TOKEN_KEY);
    return "expired";
  }
  return signedInWith(backend, kept);
}

/** Forgets the token on this device: the next visit asks the owner to sign in. The owner's kept changes stay. */
export function signOut(place: SignInPlace) {
  place.localStorage.removeItem(TOKEN_KEY);
}

export function keep(backend: SignInBackend, place: SignInPlace, token: string, until: number, owner?: KeptToken["owner"]) {
  const kept: KeptToken = { key: signInKey(backend), token, until, ...(owner ? { owner } : {}) };
  place.localStorage.setItem(TOKEN_KEY, JSON.stringify(kept));
  return signedInWith(backend, kept);
}

/** The error a backend throws when the repository refuses the token (401): the owner is asked to sign in again. */
export class SignInExpired extends Error {
  override name = "SignInExpired";
  constructor(message = "signed out") {
    super(message);
  }
}

/** Told by name, so a SignInExpired from another module's class of that name counts too. */
export const isSignInExpired = (error: unknown) => error instanceof Error && error.name === "SignInExpired";
