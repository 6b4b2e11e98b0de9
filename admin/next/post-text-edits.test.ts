/** What each button over a post's text does to the Markdown (./post-text-edits.ts). */
import { describe, expect, it } from "vitest";
import { applyEdit, type EditKind } from "./post-text-edits.ts";

/** `marked` with [ and ] around the selection (one | for a cursor): the edit, shown the same way. */
function press(kind: EditKind, marked: string) {
  const cursor = marked.indexOf("|");
  const start = cursor !== -1 ? cursor : marked.indexOf("[");
  const end = cursor !== -1 ? cursor : marked.indexOf("]") - 1;
  const text = marked.replace(/[|[\]]/, "").replace(cursor !== -1 ? "" : "]", "");
  const edit = applyEdit(kind, { text, start, end }, "link words");
  return edit.start === edit.end
    ? `${edit.text.slice(0, edit.start)}|${edit.text.slice(edit.start)}`
    : `${edit.text.slice(0, edit.start)}«${edit.text.slice(edit.start, edit.end)}»${edit.text.slice(edit.end)}`;
}

describe("the buttons over a post's text", () => {
  it("Heading makes the cursor's line a heading, and takes it off when pressed again", () => {
    expect(press("heading", "Intro.\n\nWhat to look f|or\n\nMore.")).toBe("Intro.\n\n## What to look for|\n\nMore.");
    expect(press("heading", "## What to look f|or")).toBe("What to look for|");
  });

  it("Subheading makes a heading a subheading (one level down), not a heading of two marks", () => {
    expect(press("subheading", "## Signs of d|ecay")).toBe("### Signs of decay|");
    expect(press("heading", "### Signs of d|ecay")).toBe("## Signs of decay|");
  });

  it("List makes each selected line an item, leaving blank lines, and takes the marks off when all have them", () => {
    expect(press("list", "Look for:\n[Dead branches\nFungi at the base]\n")).toBe("Look for:\n«- Dead branches\n- Fungi at the base»\n");
    expect(press("list", "[- Dead branches\n- Fungi]")).toBe("«Dead branches\nFungi»");
    expect(press("list", "* Dead bran|ches")).toBe("- Dead branches|");
  });

  it("Bold puts the selected words between ** (the spaces selected with them outside), and takes them off when pressed again", () => {
    expect(press("bold", "Call an [arborist ]today.")).toBe("Call an **«arborist»** today.");
    expect(press("bold", "Call an **[arborist]** today.")).toBe("Call an «arborist» today.");
    expect(press("bold", "Call |now.")).toBe("Call **|**now.");
  });

  it("Link makes the selected words a link with the address selected to be typed; with no words, its words selected", () => {
    expect(press("link", "Read our [storm guide].")).toBe("Read our [storm guide](«https://»).");
    expect(press("link", "Read |.")).toBe("Read [«link words»](https://).");
  });
});
