/**
 * `npm run bench:outbox`: 1,000 quote requests at 50 concurrent against the local outbox, then
 * checks that exactly 1,000 lines landed and no response was a 5xx. Loopback only.
 */
import autocannon from "autocannon";
import { mkdtempSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SEND_FORM_PATH } from "../server/outbox.ts";
import { createSiteServer } from "../server/site-server.ts";

const REQUESTS = 1000;
const CONNECTIONS = 50;

const fields = {
  firstName: "Load",
  lastName: "Test",
  phone: "0412 345 678",
  email: "load@example.com",
  address: "1 Bench Street, Mudjimba QLD 4564",
  suburb: "1 Bench Street, Mudjimba QLD 4564",
  service: "tree-removal",
  urgency: "flexible",
  message: "Benchmark request.",
  to_email: "quotes@example.com",
  lib_version: "4.4.1",
  service_id: "local",
  template_id: "local",
  user_id: "local",
};
const boundary = "----bench-boundary";
const body = `${Object.entries(fields)
  .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  .join("")}--${boundary}--\r\n`;

const outboxPath = join(mkdtempSync(join(tmpdir(), "outbox-bench-")), "outbox.jsonl");
const { server, outbox } = createSiteServer({ root: join(import.meta.dirname, "..", "build", "client"), outboxPath });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address() as AddressInfo;

const result = await autocannon({
  url: `http://127.0.0.1:${port}${SEND_FORM_PATH}`,
  method: "POST",
  headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  body,
  amount: REQUESTS,
  connections: CONNECTIONS,
});
await outbox.flushed();
server.close();

const lines = readFileSync(outboxPath, "utf8").split("\n").filter(Boolean);
const parsed = lines.filter((line) => JSON.parse(line).message === fields.message).length;
const summary = {
  requests: result.requests.sent,
  ok2xx: result["2xx"],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  linesInOutbox: lines.length,
  validLines: parsed,
  lost: REQUESTS - parsed,
  latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
  requestsPerSecond: result.requests.average,
};
console.log(JSON.stringify(summary, null, 2));
const ok = summary.ok2xx === REQUESTS && summary.non2xx === 0 && summary.errors === 0 && parsed === REQUESTS;
console.log(ok ? `OK: ${REQUESTS} requests, ${parsed} lines, 0 lost, 0 5xx` : "FAILED: requests were lost or refused");
process.exit(ok ? 0 : 1);
