/**
 * `npm run bench:publish`: what the owner times, from Publish in the editor to the change being
 * served, with `npm run cms` on a copy of the site and the owner's editor driven in Chromium on a
 * 390-px phone. Each round retypes the business phone, presses Publish, and asks for
 * the contact page until it carries the new number, while a visitor asks for pages all along and
 * counts anything that is not an answer. Prints each round with the machine's load beside it, and
 * the median of five (issue 33's aim: ≤ 8 s on 2 cores). EDIT=page retypes the contact page's
 * eyebrow instead. Both are content the pages read while they render, so the build reuses the last
 * bundles for either (docs/decisions/0036: no bundle holds the business facts).
 */
import { spawn } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import { paths } from "#app/site/paths.ts";
import { copyOfSite } from "../dev/copy-of-site.ts";
import { freePort } from "../dev/free-port.ts";
import { chromiumFlags, chromiumPath } from "../dev/machine.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const pad = (round: number) => String(round).padStart(2, "0");
/** What a round retypes, in which entry, and what the contact page then carries. */
const edits = {
  phone: {
    form: "settings/content%2Fbusiness.json",
    field: "Phone number",
    value: (round: number) => `0499 111 2${pad(round)}`,
    served: (round: number) => `tel:+614991112${pad(round)}`,
  },
  page: {
    form: "pages/content%2Fpages%2Fcontact.json",
    field: "Line above the heading",
    value: (round: number) => `Contact us, round ${round}`,
    served: (round: number) => `Contact us, round ${round}<`,
  },
};
const edit = edits[(process.env.EDIT ?? "phone") as keyof typeof edits];
if (!edit) throw new Error(`EDIT is one of ${Object.keys(edits).join(", ")}`);
const copy = copyOfSite("bench-publish");
const [port, backendPort] = [await freePort(), await freePort()];
const site = `http://127.0.0.1:${port}`;
const cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
  cwd: copy,
  env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort), OUTBOX_PATH: join(copy, "outbox.jsonl") },
  stdio: "ignore",
});
// Whatever ends this run, the server and its copy go with it.
process.on("exit", () => {
  cms.kill();
  rmSync(copy, { recursive: true, force: true });
});
const load = () => loadavg()[0]!.toFixed(1);

const state = async () =>
  (
    await fetch(`${site}/admin/build-status.json`).then(
      (response) => response.json(),
      () => ({}),
    )
  ).state;
while ((await state()) !== "built") await sleep(250);

const visitor = { running: true, requests: 0, failures: 0 };
const visiting = (async () => {
  while (visitor.running) {
    const ok = await fetch(site).then(
      (response) => response.arrayBuffer().then(() => response.status < 500),
      () => false,
    );
    visitor.requests += 1;
    if (!ok) visitor.failures += 1;
    await sleep(50);
  }
})();

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
await page.goto(`http://localhost:${port}${paths.admin}#/entry/${edit.form}`);
const box = page.getByRole("textbox", { name: edit.field, exact: true }).first();
await page.getByRole("button", { name: "Publish", exact: true }).waitFor();
// A field in a closed section: every section opened, as the owner would open its own.
if (!(await box.isVisible())) for (const section of await page.locator("summary").all()) await section.click();
await box.waitFor();

const rounds: { ms: number; load: string }[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  // As a person retypes it.
  await box.click();
  await box.press("ControlOrMeta+a");
  await box.pressSequentially(edit.value(round));
  const loadBefore = load();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const started = performance.now();
  while (!(await (await fetch(site + paths.contact)).text()).includes(edit.served(round))) {
    if (performance.now() - started > 300_000) throw new Error(`round ${round}: not served after 5 minutes`);
    await sleep(100);
  }
  rounds.push({ ms: Math.round(performance.now() - started), load: `${loadBefore}→${load()}` });
  console.log(`round ${round}: ${rounds.at(-1)!.ms} ms (load ${rounds.at(-1)!.load})`);
  while ((await state()) !== "built") await sleep(250);
  await page.getByText("Published: your change is on the site.").waitFor({ timeout: 60_000 });
}

await browser.close();
visitor.running = false;
await visiting;
const times = rounds.map(({ ms }) => ms);
const median = times.toSorted((a, b) => a - b)[Math.floor(ROUNDS / 2)];
console.log(
  `Publish (in the editor) to served: median ${median} ms of ${ROUNDS} (${times.join(", ")}) on ${cpus().length} cores, ` +
    `load ${rounds.map((round) => round.load).join(", ")}; the visitor's requests: ${visitor.requests}, not answered: ${visitor.failures}`,
);
process.exit(0);
