/**
 * `npm run rehearse:host` writes its own figures into docs/benchmarks.md, between two markers under
 * "The host's build", so the page never keeps a rehearsal's figures after the project has moved on:
 * the last run's replace the run before's (the dated runs below the markers are kept history).
 */
import { readFileSync, writeFileSync } from "node:fs";

export const START = "<!-- npm run rehearse:host writes its last run's figures below; not by hand -->";
export const END = "<!-- end of npm run rehearse:host's figures -->";

/** `markdown` with the text between the markers replaced by `heading` and `figures`, one list item each. */
export function withRehearsal(markdown: string, heading: string, figures: string[]): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start === -1 || end < start)
    throw new Error(`docs/benchmarks.md has lost its markers for the rehearsal's figures: ${START} … ${END}`);
  const block = [`### ${heading}`, "", ...figures.map((figure) => `- ${figure.replaceAll("\n", " ")}`)].join("\n");
  return `${markdown.slice(0, start + START.length)}\n\n${block}\n\n${markdown.slice(end)}`;
}

export function writeRehearsal(file: string, heading: string, figures: string[]) {
  writeFileSync(file, withRehearsal(readFileSync(file, "utf8"), heading, figures));
}
