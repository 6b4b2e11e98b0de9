import { describe, expect, it } from "vitest";
import { failureSummary } from "./build-failure.ts";

describe("why a build failed, for the owner", () => {
  it("is every entry and field of the content that does not fit, in the editor's words, without the stack", () => {
    const output = [
      "> react-router build",
      'Error: Route config in "routes.ts" is invalid.',
      "",
      "\u001b[31mError: Content to fix before the site can be built:",
      "  - Services page → Questions and answers → item 1: Answer is empty",
      "  - Services page → Questions and answers → item 4: Question is empty",
      "    at readContentFile (/tmp/x/app/content/content-files.server.ts:56:30)",
    ].join("\n");
    expect(failureSummary(output)).toBe(
      "Content to fix before the site can be built:\n  - Services page → Questions and answers → item 1: Answer is empty\n  - Services page → Questions and answers → item 4: Question is empty",
    );
  });

  it("is the photo that cannot be used, naming the file that shows it", () => {
    const output =
      "postbuild\nImageError: content/jobs/2026-11-fig.json: /media/fig.heic could not be read as an image\n    at buildImage (x.ts:1:1)";
    expect(failureSummary(output)).toBe("content/jobs/2026-11-fig.json: /media/fig.heic could not be read as an image");
  });

  it("is the first error lines of anything else, without the stack", () => {
    const output = "vite building\nSyntaxError: Unexpected token (3:4)\n    at parse (x.js:1:1)\n  file: app/routes/home.tsx:3:4";
    expect(failureSummary(output)).toBe("SyntaxError: Unexpected token (3:4)\n  file: app/routes/home.tsx:3:4");
  });
});
