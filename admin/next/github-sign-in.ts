/**
 * The owner's sign-in with their GitHub account, through the OAuth helper the developer set up
 * (admin/next/editor-backend.ts's `github` backend): Decap's netlify-auth window protocol, so the
 * helper that served Decap serves this editor unchanged.
 */
import { keep, type SignedIn, type SignInBackend, type SignInPlace, type SignInProblem } from "./kept-sign-in.ts";

/**
 * Opens the GitHub sign-in of the OAuth helper at the backend's authUrl in a window, as Decap's
 * netlify-auth does: the window says "authorizing:github", is answered the same, then sends
 * "authorization:github:success:{token}" (or ":error:"). Call it from the button's press: a window
 * opened later is blocked.
 */
export function signInWithGitHub(
  backend: Extract<SignInBackend, { name: "github" }>,
  place: SignInPlace,
): Promise<SignedIn | SignInProblem> {
  const helper = new URL(backend.authUrl ?? "https://api.netlify.com");
  const url = `${helper.origin}${helper.pathname.replace(/\/$/, "")}/auth?provider=github&site_id=${place.location.origin.replace(/^\w+:\/\//, "").split(":")[0]}&scope=repo`;
  const popup = place.open?.(url);
  if (!popup || !place.listen) return Promise.resolve("refused");
  return new Promise((resolve) => {
    const stop = place.listen!((event) => {
      if (event.origin !== helper.origin || typeof event.data !== "string") return;
      if (event.data === "authorizing:github") return popup.postMessage(event.data, event.origin);
      const success = /^authorization:github:success:(.+)$/.exec(event.data);
      const failure = event.data.startsWith("authorization:github:error:");
      if (!success && !failure) return;
      stop();
      popup.close();
      const token = (() => {
        try {
          return (JSON.parse(success?.[1] ?? "null") as { token?: unknown } | null)?.token;
        } catch {
          return undefined;
        }
      })();
      // GitHub's OAuth tokens do not expire: kept until the owner signs out or GitHub refuses it.
      resolve(typeof token === "string" && token ? keep(backend, place, token, Number.MAX_SAFE_INTEGER) : "refused");
    });
  });
}
