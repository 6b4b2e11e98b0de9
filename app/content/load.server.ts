/**
 * The one loader of the owner's files (content/), JSON and Markdown alike: a file is parsed by its
 * format, checked against its shape, and a file that does not fit stops the build with one error,
 * naming the file and every field at fault. Texts of JSON files have their {placeholders} filled
 * from the business facts. Entries of a folder keep their file's path. Build time only.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { VFile } from "vfile";
import { matter } from "vfile-matter";
import type * as z from "zod";
import { placeholderValues } from "#app/content/business.ts";
import type { Folder, Format, SingleFile } from "#app/content/collections.ts";
import { fillAll } from "#app/content/placeholders.ts";

/** The content folder; CONTENT_DIR points elsewhere (the build benchmark's generated copy, tests). */
export const contentFolder = () => process.env.CONTENT_DIR ?? join(process.cwd(), "content");

export class ContentFileError extends Error {
  constructor(file: string, problems: string[]) {
    super(`${relative(process.cwd(), file)} does not fit:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
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

/** A file's fields and, for Markdown, the text after its frontmatter. */
function parse(file: string, format: Format): { raw: unknown; body: string } {
  const text = readFileSync(file, "utf8");
  if (format === "json") {
    try {
      return { raw: JSON.parse(text), body: "" };
    } catch (error) {
      throw new ContentFileError(file, [`not valid JSON: ${(error as Error).message}`]);
    }
  }
  const parsed = new VFile({ path: file, value: text });
  try {
    matter(parsed, { strip: true });
  } catch (error) {
    throw new ContentFileError(file, [`the frontmatter (between the --- lines) is not valid YAML: ${(error as Error).message}`]);
  }
  if (!text.startsWith("---")) throw new ContentFileError(file, ["no frontmatter: a post starts with --- and its fields, then ---"]);
  return { raw: (parsed.data as { matter?: unknown }).matter ?? {}, body: String(parsed.value) };
}

/** zod's issues as "field: what was expected", one a line. */
const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(the whole file)"}: ${issue.message}`);

/** One file, parsed by its format and checked against its shape; JSON texts' placeholders filled. */
export function readFile<Shape extends z.ZodType>(
  file: string,
  format: Format,
  shape: Shape,
  { prepare = (raw) => raw }: ReadOptions = {},
): { data: z.output<Shape>; body: string } {
  const { raw, body } = parse(file, format);
  let prepared: unknown;
  try {
    prepared = prepare(raw);
  } catch (error) {
    throw new ContentFileError(file, [(error as Error).message]);
  }
  // zod's own words for a field left out ("expected string, received undefined") say it for the parser, not the owner.
  const checked = shape.safeParse(prepared, {
    error: (issue) => (issue.input === undefined ? "missing: this field is required" : undefined),
  });
  if (!checked.success) throw new ContentFileError(file, describeIssues(checked.error));
  if (format !== "json") return { data: checked.data, body };
  try {
    return { data: fillAll(checked.data, placeholderValues), body };
  } catch (error) {
    throw new ContentFileError(file, [(error as Error).message]);
  }
}

export const readSingleFile = <Shape extends z.ZodType>({ file, shape }: SingleFile<Shape>, options?: ReadOptions): z.output<Shape> =>
  readFile(join(contentFolder(), file), "json", shape, options).data;

/**
 * A name as a URL segment: lower-case letters and numbers joined by hyphens (a file "Mt. Coolum.json"
 * → mt-coolum). The editor names a file from a title or a name, and the build takes whatever it makes.
 */
export function slugOf(name: string) {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  if (!slug) throw new ContentFileError(name, ["the file name: it needs letters or numbers (for example bli-bli.json)"]);
  return slug;
}

const extensions: Record<Format, string> = { json: ".json", markdown: ".md" };

/** Every entry of a folder, in its order; none if the folder is not there. Two entries with one name fail, naming both files. */
export function readFolder<Shape extends z.ZodType>(folder: Folder<Shape>, options?: ReadOptions): Entry<z.output<Shape>>[] {
  const path = join(contentFolder(), folder.folder);
  const names = existsSync(path) ? readdirSync(path).filter((name) => name.endsWith(extensions[folder.format])) : [];
  const entries = names.toSorted().map((name) => {
    const file = join(path, name);
    const { data, body } = readFile(file, folder.format, folder.shape, options);
    return { file, slug: folder.slug === "file name" ? slugOf(basename(name, extensions[folder.format])) : folder.slug(data), data, body };
  });
  const seen = new Map<string, string>();
  for (const { file, slug } of entries) {
    const other = seen.get(slug);
    if (other) throw new ContentFileError(file, [`its name, "${slug}", is already used by ${relative(process.cwd(), other)}`]);
    seen.set(slug, file);
  }
  return entries.toSorted((a, b) => folder.order(a.data, b.data) || a.slug.localeCompare(b.slug));
}
