/** The names `npm run cms` reads and writes for the editor: in content/, and the same file on every system (issue 55). */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentPathProblem, inContent, linkOnTheWay } from "./content-paths.ts";

describe("a name in content/", () => {
  it("takes the names the editor makes", () => {
    const plain = [
      "content/business.json",
      "content/posts/what-to-plant.md",
      "content/media/split-gum-2.jpeg",
      "content/media/IMG_0042.HEIC.jpg",
      "content/reviews/2024-07-09-mark-d.json",
      "content/pages/console.json",
      "content/media/comet.webp",
      "content/.cache-free/x.json",
    ];
    expect(plain.filter((path) => !inContent(path))).toEqual([]);
  });

  it("refuses what Windows, git or a shell would read otherwise, and says why", () => {
    const refused = {
      "content/.git/hooks/pre-commit": "a name git keeps for itself",
      "content/posts/.GIT/config": "a name git keeps for itself",
      "content/.gitattributes": "a name git keeps for itself",
      "content/GIT~1/config": "a name git keeps for itself",
      "content/con.json": "a name Windows keeps for a device",
      "content/pages/CON": "a name Windows keeps for a device",
      "content/nul.tar.gz": "a name Windows keeps for a device",
      "content/aux .json": "a name Windows keeps for a device",
      "content/com1.json": "a name Windows keeps for a device",
      "content/LPT9.md": "a name Windows keeps for a device",
      "content/com².json": "a name Windows keeps for a device",
      "content/prn/x.json": "a name Windows keeps for a device",
      "content/a.json:x": "a character Windows refuses in a name",
      "content/a\\b.json": "a character Windows refuses in a name",
      "content/what?.json": "a character Windows refuses in a name",
      "content/a\r\nb.json": "a control character",
      "content/a\u0000.json": "a control character",
      "content/tab\t.json": "a control character",
      "content/storm.json.": "a name ending in a dot or a space",
      "content/storm.json ": "a name ending in a dot or a space",
      "content/posts./x.md": "a name ending in a dot or a space",
      "content/-rf.json": "a name starting with - or a space",
      "content/ x.json": "a name starting with - or a space",
      "content/../package.json": "an empty, . or .. step",
      "content/./x.json": "an empty, . or .. step",
      "content//x.json": "an empty, . or .. step",
      "content/": "an empty, . or .. step",
      content: "not a path in content/",
      "/etc/passwd": "not a path in content/",
      "public/x.jpg": "not a path in content/",
    };
    expect(Object.fromEntries(Object.keys(refused).map((path) => [path, contentPathProblem(path)]))).toEqual(refused);
    expect(contentPathProblem(7)).toBe("not a path in content/");
  });
});

describe("a link on the way", () => {
  it("is found at whatever step it is, a folder or the file, and a path not there yet has none", () => {
    const repository = mkdtempSync(join(tmpdir(), "content-paths-"));
    try {
      mkdirSync(join(repository, "content", "posts"), { recursive: true });
      writeFileSync(join(repository, "content", "posts", "a.md"), "a\n");
      symlinkSync("/etc", join(repository, "content", "elsewhere"));
      symlinkSync("/etc/passwd", join(repository, "content", "posts", "passwd.md"));
      symlinkSync("a.md", join(repository, "content", "posts", "b.md"));
      expect(linkOnTheWay(repository, "content/posts/a.md")).toBeUndefined();
      expect(linkOnTheWay(repository, "content/posts/new/c.md")).toBeUndefined();
      expect(linkOnTheWay(repository, "content/elsewhere/passwd")).toBe("content/elsewhere");
      expect(linkOnTheWay(repository, "content/elsewhere/none/x.json")).toBe("content/elsewhere");
      expect(linkOnTheWay(repository, "content/posts/passwd.md")).toBe("content/posts/passwd.md");
      expect(linkOnTheWay(repository, "content/posts/b.md")).toBe("content/posts/b.md");
    } finally {
      rmSync(repository, { recursive: true, force: true });
    }
  });
});
