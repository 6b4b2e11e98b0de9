import { describe, expect, it } from "vitest";
import { developerWordsIn } from "./developer-words.ts";
import { githubWords, monthWords, publishWords, words } from "./editor-words.ts";
import { postWords } from "./post-words.ts";
import { requestWords } from "../requests/request-words.ts";
import { noBuildFollowed } from "../editor/build-outcome.ts";

describe("the editor's own sentences", () => {
  it("use none of the developer's words, those that take a name included", () => {
    const said = [
      ...Object.values(words).map((sentence) =>
        typeof sentence === "function" ? (sentence as (...args: unknown[]) => string)("Question", 2) : sentence,
      ),
      ...Object.values(githubWords).map((sentence) => (typeof sentence === "function" ? sentence(2 as never) : sentence)),
      ...Object.values(postWords).map((sentence) => (typeof sentence === "function" ? sentence("/blog/old", "/blog/new") : sentence)),
      ...Object.values(requestWords).flatMap((each) =>
        typeof each === "function"
          ? [(each as (...args: unknown[]) => string)(2, "Jane")]
          : typeof each === "string"
            ? [each]
            : Object.values(each),
      ),
      ...Object.values(monthWords),
      ...Object.values(publishWords),
      // The build's own sentence when no rebuild followed a Publish on this computer: the owner reads it too.
      `${noBuildFollowed.title} ${noBuildFollowed.text}`,
    ];
    expect(said.flatMap(developerWordsIn)).toEqual([]);
  });

  it("are told from the developer's words by the list the screens are held to", () => {
    expect(developerWordsIn("Check that npm run cms is still running")).toEqual(["npm run cms"]);
    expect(developerWordsIn("Failed to persist entry: TypeError: Failed to fetch. Items must have 1 item(s), as YYYY-MM. Slug")).toEqual([
      "Failed to persist",
      "entry",
      "TypeError",
      "Failed to fetch",
      "item(s)",
      "YYYY-MM",
      "Slug",
    ]);
  });
});
