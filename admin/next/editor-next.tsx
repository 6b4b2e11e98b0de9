/**
 * The editor of the project's own, on trial at /admin/next/ (README.md beside this file): the owner's
 * collections, their entries and a form for each, drawn from the content shapes. Its screens follow
 * the address's #: #/ everything, #/list/<collection>, #/entry/<collection>/<file>.
 */
import "#app/app.css";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { entriesOf, loadModel, type EditorModel } from "./editor-model.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { CollectionsScreen, EntriesScreen } from "./list-screens.tsx";
import { localBackendClient } from "./local-backend-client.ts";
import { words } from "./editor-words.ts";
import { chooseBackend } from "./backend-choice.ts";
import type { ContentBackend } from "./content-backend.ts";
import { BackendGate, pageBusinessName } from "./sign-in-screen.tsx";
import { githubBackend, githubCommitsChanging } from "./github-backend.ts";
import { LiveOutcomeNotice, liveOutcome, type LiveOutcome } from "./live-outcome.tsx";

const kept = keptChanges(localStorage);
/** On the live site, once signed in: how each publish goes on the host, watched through the repository's commits. */
let live: LiveOutcome | undefined;
const choice = chooseBackend({
  local: localBackendClient,
  github: (api, branch) => {
    live = liveOutcome(githubCommitsChanging(api, branch));
    return githubBackend(api, branch);
  },
});

function useHash() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    addEventListener("hashchange", follow);
    return () => removeEventListener("hashchange", follow);
  }, []);
  return hash;
}

function Screen({ model, hash, backend }: { model: EditorModel; hash: string; backend: ContentBackend }) {
  const [, kind = "", name = "", path = ""] = hash.split("/");
  const collection = model.collections.find((each) => each.name === name);
  if (kind === "list" && collection) return <EntriesScreen collection={collection} index={model.index} kept={kept} />;
  const entry = collection && entriesOf(collection, model.index).find((each) => each.path === decodeURIComponent(path));
  if (kind === "entry" && entry && entry.editable)
    return (
      <EntryScreen key={entry.path} entry={entry} backend={backend} kept={kept} index={model.index} afterPublish={live?.afterPublish} />
    );
  if (kind === "entry" && entry)
    return (
      <div className="grid gap-4">
        <h1 className="text-2xl font-bold text-forest-900">{entry.label}</h1>
        <p className="text-base">{words.notHereYet}</p>
        <a className="inline-flex min-h-12 items-center text-lg font-semibold text-forest-700 underline" href={`/admin${location.search}`}>
          {words.openCurrentEditor}
        </a>
      </div>
    );
  return <CollectionsScreen collections={model.collections} index={model.index} />;
}

function Editor({ backend, signOut }: { backend: ContentBackend; signOut?: (() => void) | undefined }) {
  const [model, setModel] = useState<EditorModel | "failed">();
  const hash = useHash();
  useEffect(() => void loadModel().then(setModel, () => setModel("failed")), []);
  const [, kind = "", name = ""] = hash.split("/");
  const up = kind === "entry" ? `#/list/${name}` : "#/";
  return (
    <>
      <header className="sticky top-0 z-10 flex min-h-16 items-center gap-3 bg-forest-800 px-4 text-white">
        {kind ? (
          <a
            href={up}
            className="inline-flex min-h-12 min-w-12 items-center rounded-lg px-2 text-lg font-semibold underline-offset-4 hover:underline"
          >
            ← {words.back}
          </a>
        ) : null}
        <p className="text-lg font-bold">{words.title}</p>
        {signOut ? (
          <button
            type="button"
            onClick={signOut}
            className="ml-auto inline-flex min-h-12 min-w-12 items-center rounded-lg px-2 text-base underline"
          >
            {words.signOut}
          </button>
        ) : null}
      </header>
      <main className="mx-auto grid max-w-2xl gap-4 px-4 py-5">
        {live ? <LiveOutcomeNotice outcome={live} /> : null}
        {model === "failed" ? <p className="text-base">{words.cannotOpen}</p> : null}
        {model === undefined ? <p className="text-base">{words.opening}</p> : null}
        {model && model !== "failed" ? <Screen model={model} hash={hash} backend={backend} /> : null}
      </main>
    </>
  );
}

createRoot(document.getElementById("editor")!).render(
  <BackendGate
    choice={choice}
    business={pageBusinessName()}
    editor={(backend, signOut) => <Editor backend={backend} signOut={signOut} />}
  />,
);
