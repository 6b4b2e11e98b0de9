/** Each of the content check's refusals beside the field it names, in whichever words follow the field's label. */
import { describe, expect, it } from "vitest";
import { problemsAt, problemsWithin } from "./problem-places.ts";

const post = 'Blog post "Why a mulch ring helps a young tree"';

describe("where a refusal goes in the form", () => {
  it("puts a phone number or the business name written out in a post beside its text, not beside another field", () => {
    const problems = [
      `${post} → Post writes out the phone number: write {phone} instead, so a new number reaches this page too`,
      `${post} → Post writes out the business name: write {name} instead, so a new name reaches this page too`,
      `${post} → Post: the link to /price-list leads to no page of the site`,
    ];
    expect(problemsAt(problems, ["Post"])).toEqual(problems);
    expect(problemsAt(problems, ["Title"])).toEqual([]);
  });

  it("puts the business named in a page's title beside that title, within its group", () => {
    const problem =
      'Suburb page "Noosa" → For search engines and link previews: Title names the business, which the site adds to every page\'s title: leave it out';
    expect(problemsAt([problem], ["For search engines and link previews", "Title"])).toEqual([problem]);
    expect(problemsWithin([problem], ["For search engines and link previews"])).toEqual([problem]);
  });

  it("puts an empty field of a list's item beside that field, and not beside the item as a whole", () => {
    const problem = "Services page → Why choose → item 5: Icon is empty";
    expect(problemsAt([problem], ["Why choose", "item 5", "Icon"])).toEqual([problem]);
    expect(problemsAt([problem], ["Why choose", "item 4", "Icon"])).toEqual([]);
  });
});
