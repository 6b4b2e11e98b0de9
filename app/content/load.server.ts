/**
 * The one loader of the owner's files (content/), JSON and Markdown alike: a file is parsed by its
 * format, checked against its shape by the content check (entry-check.ts), and a file that does
 * not fit stops the build with one error, naming the entry as the editor does and every field at
 * fault. Texts have their {placeholders} filled from the business facts, a post's text too.
 * Entries of a folder keep their file's path. Build time only.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type * as z from "zod";
import { placeholderValues } from "#app/content/business.ts";
import { folders, singleFiles, type Folder, type FolderName, type Format } from "#app/content/collections.ts";
import {
  catalogueProblem,
  describeEntry,
  placeholderProblems,
  urlSegment,
  type EntryKind,
  type EntryToCheck,
} from "#app/content/entry-check.ts";
import { shapeProblems } from "#app/content/owner-words.ts";
import { fillAll, fillText } from "#app/content/placeholders.ts";

/** The content folder; CONTENT_DIR points elsewhere (the build benchmark's generated copy, tests). */
export const contentFolder = () => process.env.CONTENT_DIR ?? join(process.cwd(), "content");

/** The first line of every content problem the build reports (scripts/build/build-failure.ts finds it). */
export const CONTENT_TO_FIX = "Content to fix before the site can be built:";

/** One or more problems of the owner's content, each in the owner's words (entry-check.ts). */
export class ContentFileError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`${CONTENT_TO_FIX}\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
  }
}

/** An entry of a folder: its file, its name in URLs, what its file says, and a post's text. */
export interface Entry<Data> {
  file: string;
  slug: string;
  data: Data;
  body: string;
}

interface ReadOptions {
  /** Makes whole what the file only names (a page's catalogue entries); throws a plain Error naming the field. */
  prepare?: (raw: unknown) => unknown;
}

/** A broken file, named as the editor lists it, with the line to look at and what to do. */
function brokenFile(entry: EntryToCheck, text: string, what: string, position?: number) {
  const { label } = describeEntry(entry);
  const line = position === undefined ? "" : `, near line ${text.slice(0, position).split("\n").length}`;
  return new ContentFileError([
    `The ${label.charAt(0).toLowerCase()}${label.slice(1)} file is broken (${what}${line}): put back its last published version, or ask your web person to fix it`,
  ]);
}

/** A file's fields and, for Markdown, the text after its frontmatter. */
function parse(entry: EntryToCheck, file: string, format: Format): { raw: unknown; body: string } {
  const text = readFileSync(file, "utf8");
  if (format === "json") {
    try {
      return { raw: JSON.parse(text), body: "" };
    } catch (error) {
      const position = /position (\d+)/.exec((error as Error).message)?.[1];
      throw brokenFile(entry, text, "not valid JSON", position === undefined ? undefined : Number(position));
    }
  }
  const parsed = new VFile({ path: file, value: text });
  try {
    matter(parsed, { strip: true });
  } catch {
    throw brokenFile(entry, text, "its fields between the --- lines are not valid YAML");
  }
  if (!text.startsWith("---")) throw brokenFile(entry, text, "no fields: a post starts with a --- line, its fields, then ---");
  return { raw: (parsed.data as { matter?: unknown }).matter ?? {}, body: String(parsed.value) };
}

/** One file, parsed by its format and checked against its shape, its placeholders filled (a post's text too). */
export function readFile(
  kind: EntryKind,
  file: string,
  format: Format,
  { prepare = (raw) => raw }: ReadOptions = {},
): { data: any; body: string } {
  const unread: EntryToCheck = { ...kind, path: `content/${relative(contentFolder(), file)}`, data: undefined };
  const { raw, body } = parse(unread, file, format);
  const entry = { ...unread, data: raw, body };
  const { shape, label } = describeEntry(entry);
  let prepared: unknown;
  try {
    prepared = prepare(raw);
  } catch (error) {
    throw new ContentFileError([catalogueProblem(label, shape, error)]);
  }
  const checked = shapeProblems(label, shape, prepared);
  const problems = [...checked.problems, ...placeholderProblems(label, shape, raw, body, Object.keys(placeholderValues))];
  if (problems.length > 0) throw new ContentFileError(problems);
  return { data: fillAll(checked.data, placeholderValues), body: fillText(body, placeholderValues) };
}

export const readSingleFile = <Name extends keyof typeof singleFiles>(name: Name): z.output<(typeof singleFiles)[Name]["shape"]> =>
  readFile({ kind: "single", name }, join(contentFolder(), singleFiles[name].file), "json").data;

/** A name as a URL segment (entry-check.ts); a name with no letter or number makes none. */
export function slugOf(name: string) {
  const slug = urlSegment(name);
  if (!slug) throw new ContentFileError([`The file ${name}: its name needs letters or numbers (for example bli-bli.json)`]);
  return slug;
}

const extensions: Record<Format, string> = { json: ".json", markdown: ".md" };

/** Every entry of a folder, in its order; none if the folder is not there. Two entries with one name fail, naming both files. */
export function readFolder<Shape extends z.ZodType>(folder: Folder<Shape>, options?: ReadOptions): Entry<z.output<Shape>>[] {
  const path = join(contentFolder(), folder.folder);
  const names = existsSync(path) ? readdirSync(path).filter((name) => name.endsWith(extensions[folder.format])) : [];
  const kind = {
    kind: "folder",
    name: (Object.keys(folders) as FolderName[]).find((key) => (folders[key] as unknown) === folder)!,
  } as const;
  const entries = names.toSorted().map((name) => {
    const file = join(path, name);
    const { data, body } = readFile(kind, file, folder.format, options);
    return { file, slug: folder.slug === "file name" ? slugOf(basename(name, extensions[folder.format])) : folder.slug(data), data, body };
  });
  const seen = new Map<string, unknown>();
  for (const { file, slug, data } of entries) {
    const other = seen.get(slug);
    const label = (fields: unknown) => describeEntry({ ...kind, path: file, data: fields }).label;
    if (other) throw new ContentFileError([`${label(data)}: its address (${slug}) is already ${label(other)}'s: give this one its own`]);
    seen.set(slug, data);
  }
  return entries.toSorted((a, b) => folder.order(a.data, b.data) || a.slug.localeCompare(b.slug));
}
