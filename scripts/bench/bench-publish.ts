/**
 * `npm run bench:publish`: how long from Publish in the editor to the change being served, with
 * `npm run cms` on a copy of the site. Each round saves the business phone as decap-server saves it
 * (the file written whole; the editor's own part, the request to its local backend, takes a few ms),
 * then asks for the home page until it carries the new number, while a visitor asks for pages all
 * along and counts anything that is not an answer. Prints each round and the median of five.
 */
import { spawn } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../dev/free-port.ts";
import { copyOfSite } from "../dev/copy-of-site.ts";

const ROUNDS = 5;
const copy = copyOfSite("bench-publish");
const [port, backendPort] = [await freePort(), await freePort()];
const site = `http://127.0.0.1:${port}`;
const cms = spawn(process.execPath, [join(copy, "scripts", "dev", "cms.ts")], {
  cwd: copy,
  env: { ...process.env, PORT: String(port), CMS_BACKEND_PORT: String(backendPort) },
  stdio: "ignore",
});

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

const businessFile = join(copy, "content", "business.json");
const times: number[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const phone = `0499 111 2${String(round).padStart(2, "0")}`;
  const facts = JSON.parse(readFileSync(businessFile, "utf8"));
  const started = performance.now();
  writeFileSync(businessFile, `${JSON.stringify({ ...facts, phone }, null, 2)}\n`);
  while (!(await (await fetch(site)).text()).includes(phone)) await sleep(100);
  times.push(Math.round(performance.now() - started));
  console.log(`round ${round}: ${times.at(-1)} ms`);
  while ((await state()) !== "built") await sleep(250);
}

visitor.running = false;
await visiting;
cms.kill();
rmSync(copy, { recursive: true, force: true });
const median = times.toSorted((a, b) => a - b)[Math.floor(ROUNDS / 2)];
console.log(
  `Publish to served: median ${median} ms of ${ROUNDS} (${times.join(", ")}); the visitor's requests: ${visitor.requests}, not answered: ${visitor.failures}`,
);
