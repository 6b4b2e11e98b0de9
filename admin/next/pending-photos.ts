/**
 * The photos picked in a form and not yet published: their prepared bytes, kept on this device in
 * IndexedDB (a reload, a closed tab or a phone that drops the page loses none, as the form's typed
 * text is kept in ./kept-changes.ts), published with the form in the same publish, only those the
 * form still shows. Each photo picked this visit is also shown from the phone's own copy: the site
 * has it at its address only once it is published.
 */
import type { ContentBackend, FileChange } from "./content-backend.ts";
import { fileOfPhoto, photosIn, publishedPhotos } from "./photo-files.ts";

interface Shelved {
  /** The form's file (content/jobs/….json). */
  form: string;
  /** Its public path (/media/hedge.webp). */
  photo: string;
  bytes: Blob;
}

/** Where the bytes are kept: IndexedDB on a phone; held in memory where there is none (a test's jsdom). */
interface Shelf {
  put(item: Shelved): Promise<void>;
  all(form: string): Promise<Shelved[]>;
  remove(form: string, photo: string): Promise<void>;
}

const DATABASE = "editor-photos";
const STORE = "not-published";

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.addEventListener("success", () => resolve(request.result));
    request.addEventListener("error", () => reject(request.error ?? new Error("IndexedDB")));
  });

function indexedShelf(factory: IDBFactory): Shelf {
  let opened: Promise<IDBDatabase> | undefined;
  const database = () => {
    if (opened) return opened;
    const request = factory.open(DATABASE, 1);
    request.addEventListener("upgradeneeded", () => request.result.createObjectStore(STORE, { keyPath: ["form", "photo"] }));
    opened = done(request).then((open) => {
      // Another page wants it gone or changed (a newer editor): this one lets go, and opens it again when next asked.
      open.addEventListener("versionchange", () => {
        open.close();
        opened = undefined;
      });
      return open;
    });
    return opened;
  };
  const store = async (mode: IDBTransactionMode) => (await database()).transaction(STORE, mode).objectStore(STORE);
  return {
    put: async (item) => void (await done((await store("readwrite")).put(item))),
    all: async (form) => ((await done((await store("readonly")).getAll())) as Shelved[]).filter((item) => item.form === form),
    remove: async (form, photo) => void (await done((await store("readwrite")).delete([form, photo]))),
  };
}

function memoryShelf(): Shelf {
  const items = new Map<string, Shelved>();
  return {
    put: async (item) => void items.set(`${item.form}\n${item.photo}`, item),
    all: async (form) => [...items.values()].filter((item) => item.form === form),
    remove: async (form, photo) => void items.delete(`${form}\n${photo}`),
  };
}

/** The phone's own copy of each photo picked this visit, by public path: shown until the site has it. */
const shownHere = new Map<string, string>();
/** The phone's own copy of a photo picked this visit, as an address an <img> takes; none: it is shown from the site. */
export const ownCopyOf = (photo: string) => shownHere.get(photo);
/** A photo published this visit from the phone's copy: shown from it, as the site may not have it yet. */
export const ownCopyShown = (photo: string, bytes: Blob) => showHere(photo, bytes);
function showHere(photo: string, bytes: Blob) {
  const before = shownHere.get(photo);
  if (before) URL.revokeObjectURL(before);
  shownHere.set(photo, URL.createObjectURL(bytes));
}

/** Whether a photo picked is kept on the device across a reload: yes, no (IndexedDB refused it: a private tab, a full disk), or not known yet. */
type Keeping = "kept" | "not kept" | "keeping";

export interface PendingPhotos {
  /** Whether `photo` is kept on the device across a reload (IndexedDB), or only while the page is open. */
  keeping(photo: string): Keeping;
  /** Resolves once the photos kept from an earlier visit are back. */
  ready: Promise<void>;
  /** Whether `photo` is picked and not yet published. */
  has(photo: string): boolean;
  /** A photo picked in the form: kept until it is published or thrown away. */
  add(photo: string, bytes: Blob): Promise<void>;
  /** The photos `fields` show that are not yet published, as the files of the publish (written whatever is there: the owner was asked). */
  changes(fields: unknown): Promise<FileChange[]>;
  /** After a publish: none is kept any longer (those the form shows were published with it; any other was taken off it). */
  published(): Promise<void>;
  /** The photos `fields` show that are neither picked here nor published now (asked of `backend` only if there are any). */
  missing(fields: unknown, backend: ContentBackend): Promise<string[]>;
  /** The form's changes thrown away: its photos too. */
  forget(): Promise<void>;
  /** Called when the photos change (one kept from an earlier visit is back). */
  subscribe(listener: () => void): () => void;
}

const shelfHere = (): { shelf: Shelf; kept: boolean } =>
  typeof indexedDB === "undefined" ? { shelf: memoryShelf(), kept: false } : { shelf: indexedShelf(indexedDB), kept: true };

/** The photos picked in the form of the file `form`, kept in `shelf` (IndexedDB where the browser has it). */
export function pendingPhotos(form: string, { shelf, kept } = shelfHere()): PendingPhotos {
  const bytes = new Map<string, Blob>();
  /** Each photo's keeping: said only once the device has answered. */
  const keepings = new Map<string, Keeping>();
  const listeners = new Set<() => void>();
  const told = () => listeners.forEach((listener) => listener());
  const ready = shelf.all(form).then(
    (items) => {
      for (const item of items) if (!bytes.has(item.photo)) bytes.set(item.photo, item.bytes);
      for (const item of items) keepings.set(item.photo, "kept");
      for (const item of items) if (!shownHere.has(item.photo)) showHere(item.photo, item.bytes);
      if (items.length > 0) told();
    },
    () => undefined,
  );
  const drop = async (photos: string[]) => {
    for (const photo of photos) bytes.delete(photo);
    for (const photo of photos) keepings.delete(photo);
    await Promise.all(photos.map((photo) => shelf.remove(form, photo).catch(() => undefined)));
  };
  return {
    keeping: (photo) => keepings.get(photo) ?? (bytes.has(photo) ? "keeping" : "kept"),
    ready,
    has: (photo) => bytes.has(photo),
    async add(photo, picked) {
      bytes.set(photo, picked);
      keepings.set(photo, "keeping");
      showHere(photo, picked);
      told();
      // Not kept on the device (IndexedDB refused it, as in a private tab, or full): said so; it is still
      // published with the form while the page is open.
      const keptNow =
        kept &&
        (await shelf.put({ form, photo, bytes: picked }).then(
          () => true,
          () => false,
        ));
      if (bytes.get(photo) === picked) keepings.set(photo, keptNow ? "kept" : "not kept");
      told();
    },
    changes: (fields) =>
      Promise.all(
        [...photosIn(fields)]
          .filter((photo) => bytes.has(photo))
          .map(async (photo) => ({ path: fileOfPhoto(photo), bytes: new Uint8Array(await bytes.get(photo)!.arrayBuffer()) })),
      ),
    published: () => drop([...bytes.keys()]),
    forget: () => drop([...bytes.keys()]),
    async missing(fields, backend) {
      await ready;
      const wanted = [...photosIn(fields)].filter((photo) => !bytes.has(photo));
      if (wanted.length === 0) return [];
      const published = new Set(await publishedPhotos(backend));
      return wanted.filter((photo) => !published.has(photo));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
