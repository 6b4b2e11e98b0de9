/**
 * The owner's editor at /admin (README.md beside this file): the owner's
 * collections, their entries and a form for each, drawn from the content shapes. Its screens follow
 * the address's #: #/ everything, #/list/<collection>, #/entry/<collection>/<file>, #/new/<collection>, #/photos,
 * #/requests (the owner's quote requests, admin/requests/) and #/requests/<id>.
 */
// First: in a frame, nothing of the editor runs (./frame-guard.ts). Imported for what it does.
// oxlint-disable-next-line import/no-unassigned-import
import "./frame-guard.ts";
// Before any module that makes a Zod schema (./no-eval.ts): imported for what it does.
// oxlint-disable-next-line import/no-unassigned-import
import "./no-eval.ts";
import "#app/app.css";
import { useContext, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { BuildOutcome } from "./build-outcome-notice.tsx";
import { BuildsContext, useBuilds } from "./build-watch.ts";
import { entriesOf, loadModel, type EditorModel } from "./editor-model.ts";
import { EntryScreen } from "./entry-screen.tsx";
import { keptChanges } from "./kept-changes.ts";
import { CollectionsScreen, EntriesScreen, entryHash } from "./list-screens.tsx";
import { NewEntryScreen } from "./new-entry-screen.tsx";
import { withEntryAdded, withEntryRemoved, withLinksPublished } from "./new-entry.ts";
import { localBackendClient } from "./local-backend-client.ts";
import { PhotoLibrary } from "./photo-library.tsx";
import { words } from "./editor-words.ts";
import { requestWords } from "../requests/request-words.ts";
import { chooseBackend, type RequestsAccess } from "./backend-choice.ts";
import { RequestsRow } from "../requests/requests-row.tsx";
import { RequestsRoute } from "../requests/requests-route.tsx";
import type { ContentBackend } from "./content-backend.ts";
import { BackendGate, pageBusinessName } from "./sign-in-screen.tsx";
import { githubBackend } from "./github-backend.ts";
import { githubWatch } from "./github-watch.ts";
import { LiveOutcomeNotice, liveOutcome, type LiveOutcome } from "./live-outcome.tsx";

const kept = keptChanges(localStorage);
/** On the live site, once signed in: how each publish goes on the host, watched through the repository's commits. */
let live: LiveOutcome | undefined;
const choice = chooseBackend({
  local: localBackendClient,
  github: (api, branch, owner) => {
    live = liveOutcome(githubWatch(api, branch));
    return githubBackend(api, branch, owner);
  },
});

/** Opens another screen of the editor, as a link would. */
const go = (hash: string) => location.assign(hash);

/** `npm run cms` on this computer, whose builds the editor watches (./build-watch.ts); the live site's host builds out of sight. */
const onThisComputer = choice.kind === "local";

function useHash() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const follow = () => setHash(location.hash);
    addEventListener("hashchange", follow);
    return () => removeEventListener("hashchange", follow);
  }, []);
  return hash;
}

function Screen(props: {
  model: EditorModel;
  hash: string;
  backend: ContentBackend;
  requests: RequestsAccess | undefined;
  setModel: (change: (model: EditorModel) => EditorModel) => void;
  /** Changes the model in this tab only, not made again from the files (the live site's is as old as its last build). */
  changeModel: (change: (model: EditorModel) => EditorModel) => void;
}) {
  const { model, hash, backend, requests, setModel, changeModel } = props;
  const builds = useContext(BuildsContext);
  const [, kind = "", name = "", path = ""] = hash.split("/");
  const collection = model.collections.find((each) => each.name === name);
  if (kind === "photos") return <PhotoLibrary backend={backend} />;
  if (kind === "requests" && requests) return <RequestsRoute requests={requests} id={name} />;
  if (kind === "list" && collection) return <EntriesScreen collection={collection} index={model.index} kept={kept} />;
  if (kind === "new" && collection?.folder)
    return (
      <NewEntryScreen
        key={collection.name}
        collection={collection}
        backend={backend}
        kept={kept}
        index={model.index}
        afterPublish={live?.afterPublish ?? builds.published}
        onAdded={(added, fields) => {
          setModel((now) => ({ ...now, index: withEntryAdded(now.index, collection, added, fields) }));
          // The publish is said by the notice above every screen, from publishing to live: nothing more here.
          go(entryHash(collection.name, added));
        }}
      />
    );
  const entry = collection && entriesOf(collection, model.index).find((each) => each.path === decodeURIComponent(path));
  if (kind === "entry" && entry)
    return (
      <div className="grid gap-4">
        <EntryScreen
          key={entry.path}
          entry={entry}
          backend={backend}
          kept={kept}
          index={model.index}
          afterPublish={live?.afterPublish ?? builds.published}
          singular={collection.folder ? collection.label_singular : undefined}
          onPublished={(links) => changeModel((now) => ({ ...now, index: withLinksPublished(now.index, links) }))}
          onDeleted={() => {
            setModel((now) => ({ ...now, index: withEntryRemoved(now.index, entry.path) }));
            // Said in the notice above every screen, with the rebuild that takes it off the site.
            go(`#/list/${collection.name}`);
          }}
        />
      </div>
    );
  return (
    <CollectionsScreen collections={model.collections} index={model.index} first={requests ? <RequestsRow access={requests} /> : null} />
  );
}

function Editor(props: { backend: ContentBackend; signOut?: (() => void) | undefined; requests?: RequestsAccess | undefined }) {
  const { backend, signOut, requests } = props;
  const [model, setModel] = useState<EditorModel | "failed">();
  const hash = useHash();
  // On this computer, the build after each Publish, said above every screen: it outlives the entry's (./build-watch.ts).
  const builds = useBuilds(onThisComputer);
  useEffect(() => void loadModel().then(setModel, () => setModel("failed")), []);
  const [, kind = "", name = ""] = hash.split("/");
  // The way back names where it goes: an entry's list, or the list of everything.
  const toList = kind === "entry" || kind === "new";
  // One quote request goes back to the list of them.
  const toRequests = kind === "requests" && name !== "";
  const upLabel = toRequests
    ? requestWords.quoteRequests
    : (toList && model && model !== "failed" && model.collections.find((each) => each.name === name)?.label) || words.allSections;
  const up = toRequests ? "#/requests" : toList ? `#/list/${name}` : "#/";
  return (
    <>
      <header className="sticky top-0 z-10 flex min-h-16 items-center gap-3 bg-forest-800 px-4 text-white">
        {kind ? (
          <a
            href={up}
            aria-label={words.backTo(upLabel)}
            className="inline-flex min-h-12 min-w-12 items-center gap-2 rounded-lg px-2 text-lg font-semibold underline-offset-4 hover:underline"
          >
            <span aria-hidden="true">←</span> {upLabel}
          </a>
        ) : (
          <p className="text-lg font-bold">{words.title}</p>
        )}
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
        <BuildOutcome builds={builds} />
        {model === "failed" ? <p className="text-base">{navigator.onLine ? words.cannotReachEditor : words.editorOffline}</p> : null}
        {model === undefined ? <p className="text-base">{words.opening}</p> : null}
        {model && model !== "failed" ? (
          <BuildsContext value={builds}>
            <Screen
              model={model}
              hash={hash}
              backend={backend}
              requests={requests}
              changeModel={(change) => setModel((now) => (now && now !== "failed" ? change(now) : now))}
              setModel={(change) => {
                setModel((now) => (now && now !== "failed" ? change(now) : now));
                // Then as `npm run cms` makes it from the files now (a new service in the catalogue, too); as it was if it cannot.
                void loadModel().then(setModel, () => undefined);
              }}
            />
          </BuildsContext>
        ) : null}
      </main>
    </>
  );
}

createRoot(document.getElementById("editor")!).render(
  <BackendGate
    choice={choice}
    business={pageBusinessName()}
    editor={(backend, signOut, requests) => <Editor backend={backend} signOut={signOut} requests={requests} />}
  />,
);
