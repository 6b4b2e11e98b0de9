/** A job's month where the browser has no month picker (Firefox draws a text box): typed as the owner says it, kept in the file's form. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { jobFile } from "#app/content/model/job-file.ts";
import { editorFields } from "../../scripts/build/editor-fields.ts";
import { developerWordsIn } from "./developer-words.ts";
import type { Field } from "./editor-model.ts";
import { monthWords } from "./editor-words.ts";
import { FieldControl } from "./field-controls.tsx";
import type { FormContext } from "./form-parts.ts";
import { hintOf, monthInWords, parseMonth } from "./month-field.ts";

// As in Firefox: a month field is a text box.
vi.mock("./month-field.ts", async (original) => ({
  ...(await original<typeof import("./month-field.ts")>()),
  hasMonthPicker: () => false,
}));

const month = editorFields(jobFile).find((field) => field.name === "month") as Field;

describe("a month typed as the owner says it", () => {
  it.each([
    ["November 2026", "2026-11"],
    ["Nov 2026", "2026-11"],
    ["nov. 2026", "2026-11"],
    ["  november   2026 ", "2026-11"],
    ["Sept 2026", "2026-09"],
    ["11/2026", "2026-11"],
    ["3/2026", "2026-03"],
    ["11-2026", "2026-11"],
    ["2026-11", "2026-11"],
    ["2026/3", "2026-03"],
  ])("reads %j as %s", (typed, stored) => expect(parseMonth(typed)).toBe(stored));

  it.each(["", "November", "2026", "13/2026", "Smarch 2026", "2026-00", "No 2026", "11/26"])("reads %j as no month", (typed) =>
    expect(parseMonth(typed)).toBeUndefined(),
  );

  it("shows a month kept in the file's form in words", () => {
    expect(monthInWords("2026-11")).toBe("November 2026");
    expect(monthInWords("2026-1")).toBeUndefined();
    expect(parseMonth(monthInWords("2026-05")!)).toBe("2026-05");
  });

  it("draws a text box showing the month in words, its hint saying how to type it, in the owner's words", () => {
    const form: FormContext = {
      change: () => {},
      problemsOf: () => [],
      problemsWithin: () => [],
      choicesOf: () => [],
      renderControl: (props) => <FieldControl {...props} form={form} />,
    };
    const markup = renderToStaticMarkup(<FieldControl field={month} path={["month"]} value="2026-11" chain={[]} form={form} />);
    expect(markup).toMatch(/<input[^>]*type="text"[^>]*value="November 2026"/);
    expect(markup).toContain(monthWords.typeIt);
    expect(hintOf(month, true)).not.toContain(monthWords.typeIt);
    expect(developerWordsIn(markup)).toEqual([]);
  });
});
