/**
 * What each button over a post's text does to it, as Markdown (what the site reads, app/content/blog/
 * markdown.ts): on the lines the cursor or selection is on, a heading ("## "), a subheading ("### ")
 * or a list ("- "), pressed again taken off; around the selected words, bold ("**") or a link
 * ("[words](https://)", the address selected to be typed). Pure: the text and the selection in, the
 * text and the selection to put back out.
 */

export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

export type EditKind = "heading" | "subheading" | "bold" | "list" | "link";

const HEADING = /^#{1,6} /;

/** The whole lines `start`–`end` touch: where they start and end. */
function linesAround(text: string, start: number, end: number) {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  const next = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end);
  return { from, to: next === -1 ? text.length : next };
}

/** Each touched line given `prefix` (a heading's replacing another's), or, when all have it already, each without. */
function prefixLines(edit: TextEdit, prefix: string, strip: RegExp): TextEdit {
  const { from, to } = linesAround(edit.text, edit.start, edit.end);
  const lines = edit.text.slice(from, to).split("\n");
  const filled = lines.filter((line) => line.trim() !== "");
  const off = filled.length > 0 && filled.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) =>
    line.trim() === "" ? line : off ? line.slice(prefix.length) : `${prefix}${line.replace(strip, "")}`,
  );
  const middle = changed.join("\n");
  const text = `${edit.text.slice(0, from)}${middle}${edit.text.slice(to)}`;
  // The cursor stays at its line's end; a selection covers the lines changed.
  return edit.start === edit.end
    ? { text, start: from + middle.length, end: from + middle.length }
    : { text, start: from, end: from + middle.length };
}

/** The selected words between `before` and `after`, or, pressed on words already so, without them. */
function wrap(edit: TextEdit, before: string, after: string): TextEdit {
  const { text, start, end } = edit;
  if (text.slice(start - before.length, start) === before && text.slice(end, end + after.length) === after)
    return {
      text: `${text.slice(0, start - before.length)}${text.slice(start, end)}${text.slice(end + after.length)}`,
      start: start - before.length,
      end: end - before.length,
    };
  const words = text.slice(start, end);
  // Spaces selected with the words stay outside the marks, where Markdown needs them.
  const lead = /^\s*/.exec(words)![0];
  const trail = /\s*$/.exec(words.slice(lead.length))![0];
  const inner = words.slice(lead.length, words.length - trail.length);
  const written = `${lead}${before}${inner}${after}${trail}`;
  const innerStart = start + lead.length + before.length;
  return { text: `${text.slice(0, start)}${written}${text.slice(end)}`, start: innerStart, end: innerStart + inner.length };
}

/** A link around the selected words (`placeholder` when none are), the address to type selected. */
function link(edit: TextEdit, placeholder: string): TextEdit {
  const { text, start, end } = edit;
  const words = text.slice(start, end).trim() || placeholder;
  const address = "https://";
  const written = `[${words}](${address})`;
  const addressStart = start + words.length + 3;
  return {
    text: `${text.slice(0, start)}${written}${text.slice(end)}`,
    start: text.slice(start, end).trim() ? addressStart : start + 1,
    end: text.slice(start, end).trim() ? addressStart + address.length : start + 1 + words.length,
  };
}

/** The text once `kind`'s button is pressed with `edit`'s selection; `placeholder`: a new link's words. */
export function applyEdit(kind: EditKind, edit: TextEdit, placeholder = "link"): TextEdit {
  switch (kind) {
    case "heading":
      return prefixLines(edit, "## ", HEADING);
    case "subheading":
      return prefixLines(edit, "### ", HEADING);
    case "list":
      return prefixLines(edit, "- ", /^(?:[-*+]|\d+\.) /);
    case "bold":
      return wrap(edit, "**", "**");
    case "link":
      return link(edit, placeholder);
  }
}
