/**
 * The index the content check (./entry-check.ts) holds an entry against: every entry's name and
 * address, the photos, the pages' addresses, the placeholders and the catalogue, read from
 * content/ as it is on disk. A file that cannot be read is left out here (its own check says why).
 * The build uses it, and publishes it for the editor at /admin (scripts/build/admin-files.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import { placeholderValues } from "#app/content/business.ts";
import type { Catalogue } from "#app/content/catalogue.ts";
import { folders, mediaFolder, singleFiles, type Folder, type FolderName } from "#app/content/collections.ts";
import type { EntryLinks, IndexWithLinks } from "#app/content/delete-check.ts";
import { describeEntry, urlSegment, type ContentIndex, type IndexEntry } from "#app/content/entry-check.ts";
import { linksOf } from "#app/content/entry-texts.ts";
import { buildNow } from "#app/content/build-now.server.ts";
import { isLive, scheduleOf } from "#app/content/going-live.ts";
import { contentFolder } from "#app/content/load.server.ts";
import { pageEntries } from "#app/content/page-registry.ts";
import { filePaths, ourWorkServicePath, paths, postPath, suburbPathPatterns } from "#app/site/paths.ts";

const extensions = { json: ".json", markdown: ".md" } as const;

/** A file's fields, whatever its format, and a post's text; undefined if it cannot be read (the loader says why). */
export function rawFile(file: string, format: "json" | "markdown"): { data: Record<string, unknown>; body: string } | undefined {
  try {
    const text = readFileSync(file, "utf8");
    if (format === "json") return { data: JSON.parse(text) as Record<string, unknown>, body: "" };
    if (!text.startsWith("---")) return undefined;
    const parsed = new VFile({ path: file, value: text });
    matter(parsed, { strip: true });
    return { data: (parsed.data as { matter?: Record<string, unknown> }).matter ?? {}, body: String(parsed.value) };
  } catch {
    return undefined;
  }
}

const rawFields = (file: string, format: "json" | "markdown") => rawFile(file, format)?.data;

/** The files of a folder of the content registry, by their path under content/. */
export const folderFiles = ({ folder, format }: Pick<Folder, "folder" | "format">): string[] => {
  const path = join(contentFolder(), folder);
  return existsSync(path)
    ? readdirSync(path)
        .filter((name) => name.endsWith(extensions[format]))
        .toSorted()
    : [];
};

function indexFolder(name: FolderName): IndexEntry[] {
  const folder = folders[name] as Folder;
  return folderFiles(folder).flatMap((file) => {
    const data = rawFields(join(contentFolder(), folder.folder, file), folder.format);
    if (!data) return [];
    const label = data[folder.editor.identifier];
    const slug = folder.slug === "file name" ? urlSegment(basename(file, extensions[folder.format])) : String(data.slug ?? "");
    // A draft or a time to go live, for the editor's list and the links that may lead to it (app/content/going-live.ts).
    return [{ path: `content/${folder.folder}/${file}`, slug, name: typeof label === "string" ? label : "", ...scheduleOf(data) }];
  });
}

/** Every page's address, as the route table makes them (app/routing/route-table.ts): the registry's, each post's and suburb's. */
function siteAddresses(entries: ContentIndex["entries"], catalogue: Catalogue): string[] {
  const withJobs = entries.jobs.some((job) => isLive(job, buildNow()));
  return [
    ...pageEntries.filter(([, page]) => withJobs || !page.onlyWithJobs).flatMap(([, page]) => [page.path, ...(page.aliases ?? [])]),
    ...entries.posts.map((post) => postPath(post.slug)),
    ...entries.suburbs.flatMap((suburb) => suburbPathPatterns.map((pattern) => pattern(suburb.slug))),
    ...(withJobs ? Object.keys(catalogue.services).map(ourWorkServicePath) : []),
    ...Object.values(filePaths),
    paths.feed,
  ];
}

/** Every service id a file's fields name (`"service": id`, at any depth). */
function servicesNamed(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(servicesNamed);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => (key === "service" && typeof item === "string" ? [item] : servicesNamed(item)));
}

/** The suburb pages or jobs, each by its name in the editor with the services it names. */
const namingServices = (name: "suburbs" | "jobs") =>
  folderFiles(folders[name]).map((file) => {
    const data = rawFields(join(contentFolder(), folders[name].folder, file), "json");
    const label = describeEntry({ kind: "folder", name, path: file, data }).label;
    return { label, services: servicesNamed(data) };
  });

/** The entries that name a service (suburb pages, jobs, pages), by the name the owner knows them by. */
function serviceUsers(): ContentIndex["serviceUsers"] {
  const ofPages = pageEntries.flatMap(([name, page]) => {
    if (!page.content) return [];
    const data = rawFields(join(contentFolder(), "pages", `${name}.json`), "json");
    return [{ label: page.editorLabel ?? name, services: servicesNamed(data) }];
  });
  return [...namingServices("suburbs"), ...namingServices("jobs"), ...ofPages].filter((user) => user.services.length > 0);
}

const orderOf = (data: Record<string, unknown>) => (typeof data.order === "number" ? data.order : Infinity);

/** The services as the catalogue has them, from their files: what a page's `{ "service": id }` is made whole from. */
function serviceCatalogue(): Catalogue["services"] {
  const services = folderFiles(folders.services).flatMap((file) => {
    const data = rawFields(join(contentFolder(), folders.services.folder, file), "json");
    return data ? [[urlSegment(basename(file, ".json")), data] as const] : [];
  });
  return Object.fromEntries(services.toSorted(([, a], [, b]) => orderOf(a) - orderOf(b))) as Catalogue["services"];
}

/** The business facts' name and phone, as this content folder holds them; none while the file cannot be read. */
function spelledOutFacts(): ContentIndex["facts"] {
  const facts = rawFields(join(contentFolder(), singleFiles.business.file), "json");
  return typeof facts?.name === "string" && typeof facts.phone === "string" ? { name: facts.name, phone: facts.phone } : undefined;
}

export function contentIndex(): ContentIndex {
  const entries = Object.fromEntries(
    Object.keys(folders).map((name) => [name, indexFolder(name as FolderName)]),
  ) as ContentIndex["entries"];
  const media = join(contentFolder(), mediaFolder);
  const reasons = rawFields(join(contentFolder(), singleFiles.catalogue.file), "json")?.reasons as Catalogue["reasons"] | undefined;
  const catalogue: Catalogue = { services: serviceCatalogue(), reasons: reasons ?? ({} as Catalogue["reasons"]) };
  return {
    photos: existsSync(media)
      ? readdirSync(media)
          .filter((file) => !file.startsWith(".") && file !== "README.md")
          .map((file) => `${paths.media}${file}`)
      : [],
    addresses: siteAddresses(entries, catalogue),
    placeholders: Object.keys(placeholderValues),
    facts: spelledOutFacts(),
    catalogue,
    serviceUsers: serviceUsers(),
    entries,
  };
}

/** Every entry that links to a page of the site, or (a job) names a suburb: what the editor holds a delete to (delete-check.ts). */
function linksByEntry(): EntryLinks[] {
  const ofFolders = (Object.keys(folders) as FolderName[]).flatMap((name) =>
    folderFiles(folders[name]).flatMap((file) => {
      const read = rawFile(join(contentFolder(), folders[name].folder, file), folders[name].format);
      if (!read) return [];
      const { label } = describeEntry({ kind: "folder", name, path: file, data: read.data });
      const suburb = name === "jobs" && typeof read.data.suburb === "string" ? { suburb: read.data.suburb } : {};
      return [{ label, path: `content/${folders[name].folder}/${file}`, links: linksOf(read.data, read.body), ...suburb }];
    }),
  );
  const ofPages = pageEntries.flatMap(([name, page]) => {
    const data = page.content && rawFields(join(contentFolder(), "pages", `${name}.json`), "json");
    return data ? [{ label: page.editorLabel ?? name, path: `content/pages/${name}.json`, links: linksOf(data, "") }] : [];
  });
  const ofSingles = Object.values(singleFiles).flatMap(({ file, label }) => {
    const data = rawFields(join(contentFolder(), file), "json");
    return data ? [{ label, path: `content/${file}`, links: linksOf(data, "") }] : [];
  });
  return [...ofFolders, ...ofPages, ...ofSingles].filter((entry) => entry.links.length > 0 || "suburb" in entry);
}

/** The index as the editor fetches it: a delete is checked against each entry's links too. */
export const editorIndex = (): IndexWithLinks => ({ ...contentIndex(), linksByEntry: linksByEntry() });
