/**
 * The owner's editor at /admin as the site publishes it: its own page, kept out of everything a
 * visitor or a search engine sees. What the editor does is driven in owner-journey.spec.ts
 * (`npm run cms` and the editor on a phone) and admin-sign-in.spec.ts (signing in on the live site).
 */
import { paths } from "#app/site/paths.ts";
import { canonicalPaths } from "#app/routing/route-table.ts";
import { expect, test } from "./fixtures.ts";

test("the editor is its own page: noindex, its own security policy, kept out of robots, the sitemap and every public page", async ({
  request,
}) => {
  const editorPage = await request.get(paths.admin);
  expect(editorPage.status()).toBe(200);
  const html = await editorPage.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'unsafe-eval'/);
  expect((await request.get("/admin/config.yml")).status()).toBe(200);

  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  for (const path of canonicalPaths) {
    const page = await (await request.get(path)).text();
    expect(page, path).not.toMatch(/\/admin|decap/i);
    expect(page, path).not.toContain("unsafe-eval");
  }
});
