/**
 * The editor as the live site serves it, for the specs that drive it there (owner-live,
 * editor-next-signin): the built site with its editor's page written for a backend, on a free port,
 * and a watch on what goes wrong in the page (its policy's violations, errors, and any request off
 * this machine, refused).
 */
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { mediaFolder } from "#app/content/collections.ts";
import { ownerApi } from "#app/quote/owner-requests.ts";
import { createSiteServer } from "../../server/site-server.ts";
import { siteWithEditorFor } from "../../scripts/fixtures/site-with-editor.ts";
import type { EditorBackend } from "../../admin/next/editor-backend.ts";
import { isHarnessMessage, type BrowserContext, type ConsoleMessage, type Page } from "./fixtures.ts";

export const root = join(import.meta.dirname, "..", "..");
/** The site's id in DecapBridge, as the developer sets it at build. */
export const siteId = "0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40";

/** The built site with its editor's page written for `backend` (scripts/fixtures/site-with-editor.ts), served by the local server on a free port. */
export async function serveEditorFor(backend: EditorBackend) {
  const client = siteWithEditorFor(backend);
  const { server } = createSiteServer({ root: client, outboxPath: join(client, "outbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const site = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    site,
    /** The served site's folder: a test may change what a build would have written (its model's index). */
    folder: client,
    close: () => {
      server.close();
      rmSync(client, { recursive: true, force: true });
    },
  };
}

/**
 * GitHub answers 404 to the listing of a folder that holds no file, as content/media is before the
 * first photo (git keeps no empty folder). The editor takes it as an empty folder (../../admin/next/
 * github-backend.ts, folderAt); only the browser's network log shows it.
 */
const isPhotoFolderNotYetMade = (message: ConsoleMessage) =>
  message.text().startsWith("Failed to load resource: the server responded with a status of 404") &&
  decodeURIComponent(message.location().url).endsWith(`:content/${mediaFolder}`);

/**
 * A host with no server code of the site's (these specs serve the built files alone, as Netlify or
 * nginx would) answers the owner's list of quote requests 404: the editor reads that as "no list
 * here" and shows no Quote requests (admin/requests/requests-client.ts); only the network log says it.
 */
const isNoListOnThisHost = (message: ConsoleMessage) =>
  message.text().startsWith("Failed to load resource: the server responded with a status of 404") &&
  new URL(message.location().url).pathname === ownerApi.requests;

/**
 * What went wrong on the page, across its navigations: violations of its security policy, errors it
 * logged or threw, and requests for any address but this machine's (refused).
 */
export async function watch(page: Page, context: BrowserContext) {
  const problems: string[] = [];
  await page.exposeBinding("reportViolation", (_source, violation: string) => void problems.push(`CSP: ${violation}`));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on("console", (message) => {
    if (
      ["error", "warning"].includes(message.type()) &&
      !isHarnessMessage(message.text()) &&
      !isPhotoFolderNotYetMade(message) &&
      !isNoListOnThisHost(message)
    )
      problems.push(`console: ${message.text()} ${message.location().url}`);
  });
  page.on("pageerror", (error) => problems.push(`error: ${error.message}`));
  // Registered first, so every route a test adds later answers before it.
  await context.route(
    (url) => !["localhost", "127.0.0.1"].includes(url.hostname),
    (route, request) => {
      problems.push(`left the machine: ${request.method()} ${request.url()}`);
      return route.abort("blockedbyclient");
    },
  );
  return problems;
}
