/**
 * A post's "Not on the site yet" switch and "Goes live on" field, as the form draws them from the post's
 * shape (scripts/build/editor-fields.ts), the time on Queensland's clock whatever the phone's zone;
 * and what the list of posts says beside one not on the site.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { frontmatterSchema } from "#app/content/model/post-file.ts";
import { jobFile } from "#app/content/model/job-file.ts";
import { editorFields } from "../../scripts/build/editor-fields.ts";
import { FieldControl } from "./field-controls.tsx";
import type { FormContext } from "./form-parts.ts";
import { pickerValue, scheduleBadge, storedTime } from "./queensland-time.ts";

const form: FormContext = {
  change: () => {},
  problemsOf: () => [],
  problemsWithin: () => [],
  choicesOf: () => [],
  renderControl: () => null,
};

describe("a post's and a job's draft switch and time to go live", () => {
  const fields = editorFields(frontmatterSchema, { placeholders: false });
  const field = (name: string) => fields.find((one) => one.name === name)!;

  it("are on the form from the shapes, in the owner's words, both optional", () => {
    expect(field("draft")).toMatchObject({ label: "Not on the site yet", widget: "boolean", required: false });
    expect(field("publishDate")).toMatchObject({ label: "Goes live on", widget: "datetime", required: false });
    expect(editorFields(jobFile).map((one) => one.name)).toEqual(expect.arrayContaining(["draft", "publishDate"]));
  });

  it("asks the time with the phone's date-and-time picker, on Queensland's clock", () => {
    const html = renderToStaticMarkup(
      <FieldControl field={field("publishDate")} path={["publishDate"]} value="2026-12-10T06:00:00+10:00" chain={[]} form={form} />,
    );
    expect(html).toContain('type="datetime-local"');
    expect(html).toContain('value="2026-12-10T06:00"');
    expect(html).toContain("Goes live on");
  });

  it("writes what is picked as the build reads it, with Queensland's offset, and reads any zone's back on Queensland's clock", () => {
    expect(storedTime("2026-12-10T06:00")).toBe("2026-12-10T06:00:00+10:00");
    expect(storedTime("")).toBe("");
    expect(pickerValue("2026-12-09T20:00:00Z")).toBe("2026-12-10T06:00");
    expect(pickerValue("")).toBe("");
    expect(pickerValue("not a time")).toBe("");
  });
});

describe("the list of posts", () => {
  const now = new Date("2026-12-08T20:00:00+10:00");

  it('says "Not on the site yet" beside a draft, "Coming up" with its time beside one to come, and nothing beside one that is live', () => {
    expect(scheduleBadge({ draft: true, publishDate: "2026-12-10T06:00:00+10:00" }, now)).toBe("Not on the site yet");
    expect(scheduleBadge({ publishDate: "2026-12-10T06:00:00+10:00" }, now)).toBe("Coming up 10 Dec, 6:00 am");
    expect(scheduleBadge({ publishDate: "2026-12-08T06:00:00+10:00" }, now)).toBeUndefined();
    expect(scheduleBadge({}, now)).toBeUndefined();
  });
});
