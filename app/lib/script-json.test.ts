import { describe, expect, it } from "vitest";
import { scriptJson } from "#app/lib/script-json.ts";

describe("scriptJson", () => {
  it("cannot close the script element or open a comment, and reads back unchanged", () => {
    const json = scriptJson({ text: "</script><script>alert(1)</script><!-- & \u2028" });
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script><!-- & \u2028" });
  });
});
