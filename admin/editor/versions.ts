/**
 * Undo, to any version published before: "Earlier versions" beside Publish lists the versions the
 * open entry was published in (./backend-files.ts: `npm run cms`'s record and git here, the
 * repository's commits on the live site), each with when and what differs from the form now; one
 * press puts a version in the form, and Publish puts it back on the site, checked and answered as
 * any publish is. Nothing is written until then.
 */
import { changedFields } from "./changed-fields.ts";
import { fieldsOfText, fileVersions } from "./backend-files.ts";
import { decapStore, type ImmutableMap } from "./decap-store.ts";
import { showNotice } from "./notices.ts";
import { whenPublished } from "./published-at.ts";
import { afterEachRedraw } from "./redraws.ts";

const BUTTON = "owner-versions-button";
const DIALOG = "owner-versions";

interface Store {
  entryDraft: ImmutableMap;
  entries: ImmutableMap;
  collections: ImmutableMap;
}
const state = () => decapStore()?.getState() as Store | undefined;

/** The entry open in the editor, if it is one already published (a new entry has no versions). */
function openEntry() {
  const entry = state()?.entryDraft.get("entry") as ImmutableMap | undefined;
  const path = entry?.get("path");
  if (!entry || entry.get("newRecord") || typeof path !== "string" || !path) return undefined;
  return { entry, path, collection: String(entry.get("collection")), slug: String(entry.get("slug")) };
}

/**
 * The form filled with `data`: Decap's action for an entry read afresh (the form redrawn with it),
 * then one field "changed" to itself, so Decap compares the form with the entry as published and
 * offers Publish.
 */
function fillForm(entry: ImmutableMap, collection: string, slug: string, data: Record<string, unknown>) {
  const store = decapStore();
  const configured = state()?.collections.get(collection) as ImmutableMap | undefined;
  const files = configured?.get("files") as { find?: (test: (file: ImmutableMap) => boolean) => ImmutableMap | undefined } | undefined;
  const fields = ((files?.find?.((file) => file.get("name") === slug) ?? configured)?.get("fields") ?? undefined) as
    { first: () => ImmutableMap | undefined } | undefined;
  const field = fields?.first();
  const published = state()?.entries.getIn(["entities", `${collection}.${slug}`]);
  if (!store || !field || !published) return false;
  store.dispatch({ type: "DRAFT_CREATE_FROM_ENTRY", payload: { entry: { ...entry.delete("isPersisting").toJS(), data } } });
  const value = state()!.entryDraft.getIn(["entry", "data", String(field.get("name"))]);
  store.dispatch({ type: "DRAFT_CHANGE_FIELD", payload: { field, value, metadata: {}, entries: [published] } });
  return true;
}

function dialog(): HTMLDialogElement {
  const existing = document.getElementById(DIALOG) as HTMLDialogElement | null;
  if (existing) return existing;
  const element = Object.assign(document.createElement("dialog"), { id: DIALOG });
  element.setAttribute("aria-labelledby", `${DIALOG}-title`);
  document.body.append(element);
  return element;
}

const button = (label: string, run: () => void, className = "owner-notice-action") => {
  const element = Object.assign(document.createElement("button"), { type: "button", className, textContent: label });
  element.addEventListener("click", run);
  return element;
};

async function showVersions() {
  const open = openEntry();
  if (!open) return;
  const { entry, path, collection, slug } = open;
  const name = String(entry.get("label") ?? "") || slug;
  const panel = dialog();
  const title = Object.assign(document.createElement("h2"), { id: `${DIALOG}-title`, textContent: `Earlier versions of ${name}` });
  const close = button("Close", () => panel.close(), "owner-notice-dismiss");
  panel.replaceChildren(title, Object.assign(document.createElement("p"), { textContent: "Looking them up…" }), close);
  if (!panel.open) panel.showModal();
  const versions = await fileVersions(path);
  const now = (entry.get("data") as ImmutableMap).toJS();
  const items = await Promise.all(
    (versions ?? []).map(async (version) => {
      const data = await fieldsOfText(path, version.text).catch(() => undefined);
      if (!data) return undefined;
      const changes = changedFields(collection, slug, data, now, now).map(({ where }) => where);
      const item = document.createElement("li");
      const when = Object.assign(document.createElement("p"), {
        className: "owner-version-when",
        textContent: `Published ${whenPublished(version.at)}`,
      });
      const what = Object.assign(document.createElement("p"), {
        textContent:
          changes.length === 0
            ? "The same as the form now."
            : `Differs from the form now in: ${changes.slice(0, 5).join("; ")}${changes.length > 5 ? ` and ${changes.length - 5} more` : ""}.`,
      });
      item.append(when, what);
      if (changes.length > 0)
        item.append(
          button("Put this version in the form", () => {
            if (!fillForm(entry, collection, slug, data)) return;
            panel.close();
            showNotice("versions", {
              tone: "warning",
              title: `The form now shows ${name} as published ${whenPublished(version.at)}.`,
              text: "Nothing is changed on the site yet: press Publish to put this version back.",
            });
          }),
        );
      return item;
    }),
  );
  const list = document.createElement("ol");
  list.append(...items.filter((item) => item !== undefined));
  const said =
    versions === undefined
      ? "The earlier versions cannot be looked up just now. Try again in a minute."
      : list.childElementCount === 0
        ? "No earlier version was published."
        : "Newest first. Choose one to put in the form; it goes on the site only when you press Publish.";
  panel.replaceChildren(title, Object.assign(document.createElement("p"), { textContent: said }), list, close);
}

/** Puts the button beside Publish while a published entry is open, as Decap draws and redraws its toolbar. */
export function offerEarlierVersions() {
  afterEachRedraw(() => {
    const toolbar = document.querySelector('[class*="-ToolbarSectionMain"]');
    const existing = document.getElementById(BUTTON);
    if (!toolbar || !openEntry()) return existing?.remove();
    if (existing && toolbar.contains(existing)) return;
    existing?.remove();
    const offer = button("Earlier versions", () => void showVersions(), "owner-versions-button");
    offer.id = BUTTON;
    toolbar.prepend(offer);
  });
}
