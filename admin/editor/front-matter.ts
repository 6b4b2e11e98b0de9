/**
 * A post's front matter written as the file keeps it. Decap's own writer dumps the whole YAML again
 * (keys in the editor's order, long lines folded, its own quoting): adding one keyword rewrote 12
 * lines. Here the YAML as it was read is kept, and only a field whose value changed is written again,
 * in its place and its quoting; a new field goes last, in the editor's order; the body follows as it came.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, YAMLMap, type Node } from "yaml";

/** The documents read this session, newest last: Decap reads every post of the list before one is edited. */
const read: Document[] = [];
const REMEMBERED = 500;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)^---[ \t]*(?:\r?\n|$)/m;

/** A post's text as its front matter's YAML and the text after the closing --- line. */
export function splitFrontMatter(text: string) {
  const match = FRONT_MATTER.exec(text);
  return match?.index === 0 ? { yaml: match[1]!, body: text.slice(match[0].length) } : { yaml: "", body: text };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** Nothing written: no value, no words, an empty list, or a group of such (an untouched top photo). */
const empty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) ? value.length === 0 : typeof value === "object" && Object.values(value).every(empty));

/** The read document this data came from: the one sharing most of its values (at least half). */
function source(fields: Record<string, unknown>): Document | undefined {
  const keys = Object.keys(fields);
  let best: { document: Document; shared: number } | undefined;
  for (const document of read.toReversed()) {
    const values = (document.toJS() ?? {}) as Record<string, unknown>;
    const shared = keys.filter((key) => same(values[key], fields[key])).length;
    if (shared > (best?.shared ?? 0)) best = { document, shared };
  }
  return best && best.shared * 2 >= keys.length ? best.document : undefined;
}

/** `node` holding `value`, changed in place where it can be, so each part keeps its style. */
function updated(document: Document, node: unknown, value: unknown): unknown {
  if (same((node as Node | undefined)?.toJS(document), value)) return node;
  if (isScalar(node) && (value === null || typeof value !== "object")) {
    node.value = value;
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, index) => updated(document, node.items[index], item));
    return node;
  }
  if (isMap(node) && value && typeof value === "object" && !Array.isArray(value)) {
    write(document, node, value as Record<string, unknown>, []);
    return node;
  }
  return document.createNode(value);
}

/** `map` made to hold `fields`: changed values in place, emptied ones gone, new ones last. */
function write(document: Document, map: YAMLMap, fields: Record<string, unknown>, order: string[]) {
  const keys = map.items.map((pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key)));
  for (const key of keys) if (!Object.hasOwn(fields, key) || fields[key] === undefined) map.delete(key);
  for (const key of new Set([...order, ...Object.keys(fields)])) {
    if (!Object.hasOwn(fields, key)) continue;
    const value = fields[key];
    const node = map.get(key, true);
    if (node === undefined) {
      if (!empty(value)) map.set(key, document.createNode(value));
    } else map.set(key, updated(document, node, value));
  }
}

/** Decap's formatter interface; it passes the top-level field names in the editor's order. */
export const keptFrontMatter = {
  fromFile(text: string): Record<string, unknown> {
    const { yaml, body } = splitFrontMatter(text);
    const document = parseDocument(yaml);
    read.push(document);
    if (read.length > REMEMBERED) read.shift();
    const fields: unknown = document.toJS();
    return { ...(fields && typeof fields === "object" ? fields : {}), body };
  },
  toFile: (data: unknown, topLevel: string[] = []): string => {
    const { body: _body, ...fields } = data as Record<string, unknown>;
    return frontMatterFile(source(fields)?.clone(), data, topLevel);
  },
};

/**
 * The file holding `data` (its fields and its `body`) written over `document`, the front matter it was
 * read from (none: a new file): changed values in place, new ones last in `topLevel`'s order.
 */
export function frontMatterFile(document: Document = new Document({}), data: unknown, topLevel: string[] = []): string {
  const { body = "", ...fields } = data as Record<string, unknown>;
  if (!isMap(document.contents)) document.contents = new YAMLMap();
  write(document, document.contents as YAMLMap, fields, topLevel);
  const yaml = (document.contents as YAMLMap).items.length > 0 ? document.toString({ lineWidth: 0 }) : "";
  const text = String(body).replace(/\n*$/, "\n");
  // The blank line between the front matter and the text, as the files have it.
  return `---\n${yaml}---\n${text.startsWith("\n") || text === "\n" ? "" : "\n"}${text}`;
}
