/**
 * The editor's first screen on the live site: the business's name and one big Sign in button
 * (./sign-in.ts signs in), or, when the site was built with no backend, that the editor is not
 * connected yet. `BackendGate` shows it until the owner is signed in, then the editor with its
 * backend; and again, over nothing lost, when the repository no longer takes the owner's sign-in.
 */
import { useEffect, useState, type ReactNode } from "react";
import type { ContentBackend } from "./content-backend.ts";
import { requestsAccess, watchSignIn, type BackendChoice, type RequestsAccess } from "./backend-choice.ts";
import { signedInApi, startSignIn } from "./sign-in.ts";
import { browserPlace, signOut, type SignedIn, type SignInBackend, type SignInPlace, type SignInProblem } from "./kept-sign-in.ts";
import { words } from "./editor-words.ts";

/** The business's name, as the page was written with it (admin/next/index.html). */
export const pageBusinessName = (page: Pick<Document, "querySelector"> = document) =>
  page.querySelector<HTMLMetaElement>('meta[name="business-name"]')?.content ?? "";

const problemWords: Record<SignInProblem, string> = {
  expired: words.signInExpired,
  refused: words.signInRefused,
  unreachable: words.signInUnreachable,
  "no-repository": words.signInNoRepository,
};

function Page({ business, children }: { business: string; children: ReactNode }) {
  return (
    <>
      <header className="sticky top-0 z-10 flex min-h-16 items-center bg-forest-800 px-4 text-white">
        <p className="text-lg font-bold">{words.title}</p>
      </header>
      <main className="mx-auto grid max-w-md gap-5 px-4 py-8">
        {business ? <p className="text-3xl font-bold text-balance text-forest-900">{business}</p> : null}
        {children}
      </main>
    </>
  );
}

function SignInScreen(props: {
  business: string;
  backend: SignInBackend;
  /** Why the owner is asked (again); nothing on a first visit. */
  problem?: SignInProblem | "signed-out" | undefined;
  /** What is under way: the button waits meanwhile. */
  busy?: string | undefined;
  onSignIn: () => void;
}) {
  const { problem, busy } = props;
  return (
    <Page business={props.business}>
      <h1 className="sr-only">{words.signIn}</h1>
      {problem ? (
        <p role="status" className="rounded-xl border-l-8 border-sun-500 bg-sun-300/40 p-4 text-base font-semibold text-forest-950">
          {problem === "signed-out" ? words.signedOut : problemWords[problem]}
        </p>
      ) : null}
      <button
        type="button"
        disabled={busy !== undefined}
        onClick={props.onSignIn}
        className="inline-flex min-h-16 w-full items-center justify-center rounded-xl bg-forest-700 px-6 text-2xl font-bold text-white shadow-md hover:bg-forest-800 disabled:bg-slate-400"
      >
        {busy ?? words.signIn}
      </button>
      <p className="text-lg text-slate-700">{props.backend.name === "github" ? words.signInNextGitHub : words.signInNext}</p>
    </Page>
  );
}

function NotConnectedScreen({ business }: { business: string }) {
  return (
    <Page business={business}>
      <h1 className="text-2xl font-bold text-balance text-forest-900">{words.notConnected}</h1>
      <p className="text-lg">{words.notConnectedWhy}</p>
      <p className="text-lg">{words.notConnectedMeanwhile}</p>
    </Page>
  );
}

type GateState =
  | { kind: "checking" }
  | { kind: "signed-out"; problem?: SignInProblem | "signed-out"; busy?: string }
  | { kind: "ready"; backend: ContentBackend; signOut?: () => void; requests: RequestsAccess };

/** The gate's next state for a sign-in's outcome: the editor with its backend, watched for a refused sign-in; or the sign-in, saying why. */
function afterSignIn(
  outcome: SignedIn | SignInProblem | undefined,
  choice: Extract<BackendChoice, { kind: "sign-in" }>,
  place: SignInPlace,
  setState: (state: GateState) => void,
): GateState {
  if (outcome === undefined || typeof outcome === "string") return { kind: "signed-out", ...(outcome ? { problem: outcome } : {}) };
  const leave = (problem: "expired" | "signed-out") => {
    signOut(place);
    setState({ kind: "signed-out", problem });
  };
  return {
    kind: "ready",
    backend: watchSignIn(choice.make(outcome), () => leave("expired")),
    signOut: () => leave("signed-out"),
    requests: requestsAccess(outcome, () => leave("expired")),
  };
}

/**
 * The editor once it can reach the site's files: at once with `npm run cms`'s local backend; on the
 * live site once the owner is signed in (back from the sign-in, or kept from earlier), with
 * `signOut` for a Sign out button. A refused sign-in while working (SignInExpired) brings the sign-in
 * back; the editor's screen is left, its typed changes already kept on the device, and the address's
 * # comes back with the owner, so they land on the same form with their changes in it.
 */
export function BackendGate(props: {
  choice: BackendChoice;
  business: string;
  place?: SignInPlace;
  /** The editor, with the backend it publishes through, `signOut` where the owner signed in, and the owner's list of quote requests. */
  editor: (backend: ContentBackend, signOut?: () => void, requests?: RequestsAccess) => ReactNode;
}) {
  const { choice } = props;
  const [place] = useState(() => props.place ?? browserPlace());
  const [state, setState] = useState<GateState>(() =>
    choice.kind === "local"
      ? { kind: "ready", backend: choice.backend, requests: requestsAccess(undefined, () => undefined) }
      : { kind: "checking" },
  );

  useEffect(() => {
    if (choice.kind !== "sign-in") return;
    let current = true;
    const open = (outcome: SignedIn | SignInProblem | undefined) => current && setState(afterSignIn(outcome, choice, place, setState));
    void signedInApi(choice.backend, place).then(open, () => open("unreachable"));
    return () => {
      current = false;
    };
  }, [choice, place]);

  if (choice.kind === "not-connected") return <NotConnectedScreen business={props.business} />;
  if (state.kind === "ready") return props.editor(state.backend, state.signOut, state.requests);
  if (choice.kind !== "sign-in") return null;
  if (state.kind === "checking")
    return <SignInScreen business={props.business} backend={choice.backend} busy={words.signingIn} onSignIn={() => undefined} />;
  const press = () => {
    setState({ kind: "signed-out", busy: choice.backend.name === "decapbridge" ? words.goingToSignIn : words.signingIn });
    // Called in the press itself: GitHub's window may only be opened from it.
    void startSignIn(choice.backend, place).then(
      // DecapBridge's: this page is being left for the sign-in (undefined); GitHub's: its outcome.
      (outcome) => outcome !== undefined && setState(afterSignIn(outcome, choice, place, setState)),
      () => setState({ kind: "signed-out", problem: "unreachable" }),
    );
  };
  return <SignInScreen business={props.business} backend={choice.backend} problem={state.problem} busy={state.busy} onSignIn={press} />;
}
