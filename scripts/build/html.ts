/**
 * Reading built pages with an HTML parser (parse5), never with regular expressions: the CSP step,
 * the byte budgets and the benchmark find scripts, links and the head this way.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];

/** The page's tree, with each element's position in the source, so edits can splice the original text. */
export const parseHtml = (html: string) => parse(html, { sourceCodeLocationInfo: true });

const isElement = (node: Node): node is Element => "tagName" in node;

/** Every element, in document order, that matches. */
export function findAll(root: Node, matches: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    if (isElement(node) && matches(node)) found.push(node);
    if ("childNodes" in node) node.childNodes.forEach(visit);
    if (isElement(node) && node.tagName === "template") visit((node as DefaultTreeAdapterMap["template"]).content);
  };
  visit(root);
  return found;
}

export const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

/** The raw text inside an element (a script's source, as the browser reads it). */
export const textOf = (element: Element) =>
  element.childNodes.map((child) => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("");

/** Script types a browser runs as JavaScript: none, module, or a JavaScript MIME type. */
export const isJavaScript = (script: Element) => {
  const type = attribute(script, "type");
  return type === undefined || type === "" || type === "module" || /javascript|ecmascript/i.test(type);
};

/** All the text inside an element, its descendants' included (what a heading reads as). */
export const textContentOf = (element: Element): string =>
  element.childNodes
    .map((child) =>
      child.nodeName === "#text" && "value" in child ? child.value : "childNodes" in child ? textContentOf(child as Element) : "",
    )
    .join("");
