/**
 * The owner's editor at /admin as the site publishes it: its own page, kept out of everything a
 * visitor or a search engine sees. What the editor does on the live site is driven in
 * owner-live.spec.ts and editor-next-signin.spec.ts (signing in and publishing through the gateway),
 * and through `npm run cms` in editor-next*.spec.ts.
 */
import { paths } from "#app/site/paths.ts";
import { canonicalPaths } from "#app/routing/route-table.ts";
import { MODEL_PATH } from "../../admin/next/editor-model.ts";
import { words } from "../../admin/next/editor-words.ts";
import { expect, test } from "./fixtures.ts";

test("the editor is its own page: noindex, its own security policy (no eval, no inline script or style), kept out of robots, the sitemap and every public page", async ({
  request,
}) => {
  const editorPage = await request.get(paths.admin);
  expect(editorPage.status()).toBe(200);
  const html = await editorPage.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
  expect(policy).toContain("default-src 'self'");
  expect(policy).toMatch(/script-src 'self'[^;]*;/);
  expect(policy).toMatch(/style-src 'self'[^;]*;/);
  expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
  // Its scripts are its own, under /admin/; none written into the page.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc="\/admin\/)[^>]*>/);
  expect((await request.get(MODEL_PATH)).status()).toBe(200);

  expect(await (await request.get("/robots.txt")).text()).toMatch(/^Disallow: \/admin$/m);
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  for (const path of canonicalPaths) {
    const page = await (await request.get(path)).text();
    expect(page, path).not.toMatch(/\/admin|decap/i);
    expect(page, path).not.toContain("unsafe-eval");
  }
});

test("in another page's frame, even on a host that sends no header against it (GitHub Pages), the editor says so in plain words and does nothing", async ({
  page,
  baseURL,
}) => {
  const editor = new URL(paths.admin, baseURL).href;
  // As GitHub Pages serves it: the page as built, without the frame-forbidding headers the other hosts send (_headers).
  await page.route(editor, async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !["x-frame-options", "content-security-policy"].includes(name)),
    );
    await route.fulfill({ response, headers });
  });
  await page.route("http://framer.example/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<iframe src="${editor}" width="390" height="600"></iframe>` }),
  );
  await page.goto("http://framer.example/");
  const framed = page.frameLocator("iframe").locator("#editor");
  await expect(framed).toHaveText(words.framed(editor));
  await expect(page.frameLocator("iframe").getByRole("button")).toHaveCount(0);
  // Opened as a page of its own, it runs.
  await page.goto(editor);
  await expect(page.locator("#editor")).not.toHaveText(words.framed(editor));
});
