/** What a relation field offers (a job's suburb, its service): the entries of that folder by their names, their file names the values. */
import type { ContentIndex } from "#app/content/entry-check.ts";

export function entryChoices(index: ContentIndex, folder: string): { label: string; value: string }[] {
  return Object.values(index.entries)
    .flat()
    .filter((entry) => entry.path.startsWith(`content/${folder}/`))
    .map((entry) => ({ label: entry.name, value: (entry.path.split("/").pop() ?? "").replace(/\.\w+$/, "") }));
}
