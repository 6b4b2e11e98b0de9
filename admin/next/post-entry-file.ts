/**
 * A blog post's file (content/blog/<name>.md) from the form and back, as the site reads it
 * (app/content/load.server.ts): YAML front matter between --- lines, a blank line, the text. Written
 * with the current editor's writer (admin/editor/front-matter.ts) over the front matter the form was
 * opened from: an unchanged field keeps its place and quoting, so a change to one field is a change to
 * one line, and a post published unchanged is the same file, byte for byte.
 */
import { parseDocument } from "yaml";
import { frontMatterFile, splitFrontMatter } from "../editor/front-matter.ts";

/** The post's fields, its text as `body` (without the blank line after the front matter, which the file always has). */
export function postFieldsOfText(text: string): Record<string, unknown> {
  const { yaml, body } = splitFrontMatter(text);
  const fields: unknown = parseDocument(yaml).toJS();
  return { ...(fields && typeof fields === "object" ? fields : {}), body: body.replace(/^\r?\n/, "") };
}

/** The file holding `fields`, written over `opened` (the file's text the form started from; "" for a new post), fields new to it in `order`. */
export function postTextOfFields(fields: Record<string, unknown>, opened: string, order: string[]): string {
  const { yaml } = splitFrontMatter(opened);
  // The blank line after the front matter put back: the text may start with one of its own.
  return frontMatterFile(opened ? parseDocument(yaml) : undefined, { ...fields, body: `\n${String(fields.body ?? "")}` }, order);
}
