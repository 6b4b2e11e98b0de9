/**
 * The owner's normal growth never turns the tests red: on a copy of the site, content/ grown as the
 * owner grows it (scripts/fixtures/owner-growth.ts: a seventh question, a fifth reason, a post, a job
 * with its photo, a suburb, a service added and one retired, a testimonial retired), the content tests pass and
 * the site builds, with the new pages in it.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { placeholderValues } from "#app/content/business.ts";
import { copyOfSite } from "../../scripts/dev/copy-of-site.ts";
import { grown, growContent } from "../../scripts/fixtures/owner-growth.ts";
import { expect, test } from "./fixtures.ts";

test("the owner's growth: the content tests pass and the site builds", async () => {
  // A run of the content tests and a build of the copy: 1.0 min at a load of 17 on 2 cores.
  test.setTimeout(180_000);
  const copy = copyOfSite("owner-growth");
  try {
    const retired = JSON.parse(readFileSync(join(copy, "content", "services", `${grown.retired}.json`), "utf8")) as { title: string };
    await growContent(join(copy, "content"));
    const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: copy, encoding: "utf8", env: { ...process.env } });
    const tests = run(process.execPath, [join(copy, "node_modules", "vitest", "vitest.mjs"), "run", "app/content", "scripts/build"]);
    expect(tests.status, tests.stdout.slice(-3000)).toBe(0);
    const build = run("npm", ["run", "build"]);
    expect(build.status, build.stderr.slice(-3000)).toBe(0);
    const built = (file: string) => readFileSync(join(copy, "build", "client", file), "utf8");
    expect(built(`blog/${grown.post.slug}.html`)).toContain(`Call ${placeholderValues.phone}`);
    expect(built("our-work.html")).toContain(grown.job.title);
    expect(built("locations/buderim.html")).toContain(grown.suburb.name);
    expect(built("contact.html")).toContain(`<option value="${grown.service.id}">${grown.service.title}</option>`);
    // /services follows the service files: the added one has its card, the retired one none.
    expect(built("services.html")).toContain(`>${grown.service.title}</h3>`);
    expect(built("services.html")).not.toContain(`>${retired.title}<`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
