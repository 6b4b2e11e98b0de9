import { describe, expect, it } from "vitest";
import { failureSummary } from "./build-failure.ts";

describe("why a build failed, for the owner", () => {
  it("is the content file and every field that does not fit, without the stack", () => {
    const output = [
      "> react-router build",
      'Error: Route config in "routes.ts" is invalid.',
      "",
      "\u001b[31mError: content/pages/services.json does not fit:",
      "  - faq.items.0.answer: missing: this field is required",
      "  - faq.items.3.question: Too small: expected string to have >=1 characters",
      "    at readContentFile (/tmp/x/app/content/content-files.server.ts:56:30)",
    ].join("\n");
    expect(failureSummary(output)).toBe(
      "content/pages/services.json does not fit:\n  - faq.items.0.answer: missing: this field is required\n  - faq.items.3.question: Too small: expected string to have >=1 characters",
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
