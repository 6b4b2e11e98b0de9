/**
 * What the owner is told of an entry whose file was broken outside the editor (not valid JSON): which
 * entry, why the editor shows no fields, that the site still shows the version from before, and how
 * to put it right. Said by the editor
 * (admin/next/broken-file.tsx); plain words, no editor engine in them.
 */

export const brokenTitle = (entry: string) =>
  `${entry} cannot be opened: its file was changed outside the editor and can no longer be read.`;

/** `where`: where the button that puts it back is ("in the notice below"; "below"); none: no version to put back is known yet. */
export const brokenText = (entry: string, where?: string) =>
  "So the editor has nothing to show you here: empty fields would not be what is published. The site still shows the version " +
  "from before. " +
  (where
    ? `Put back ${entry} as last published with the button ${where}, and the site rebuilds; or ask whoever changed the file to mend it.`
    : "Ask whoever changed the file to mend it.");
