/**
 * `npm start`'s server. It listens on this computer only (127.0.0.1): the outbox takes quote
 * requests from anyone who can reach it, so the local network must be let in on purpose, with
 * HOST (for example HOST=0.0.0.0 to try the site from a phone on the same Wi-Fi).
 */
import { networkInterfaces } from "node:os";
import { join, resolve } from "node:path";
import { EMAILS_FOLDER } from "#app/quote/emails/template-files.ts";
import { localFiles } from "./local-files.ts";
import { startAsOnlyWriter } from "./outbox-lock.ts";
import { configuredHost } from "./outbox-origin.ts";
import { createSiteServer } from "./site-server.ts";

const projectRoot = join(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const host = configuredHost();
const { outboxPath, countsPath } = localFiles(projectRoot);

const siteRoot = resolve(projectRoot, process.env.SITE_ROOT ?? "build/client");

/** Where a phone on the same network finds the site, when HOST opens it to every interface. */
const networkAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((address) => (address && address.family === "IPv4" && !address.internal ? [address.address] : []));

startAsOnlyWriter(outboxPath);
// Ended by a signal, it exits as a process does, so its outbox's lock is released (./outbox-lock.ts).
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.once(signal, () => process.exit(0));
// The build writes its EmailJS templates beside the site (build/emails): each stored request gets the emails they make.
const emailTemplates = join(siteRoot, "..", EMAILS_FOLDER);
const { server } = createSiteServer({
  root: siteRoot,
  outboxPath,
  countsPath,
  writer: `npm start on http://localhost:${port}`,
  emailTemplates,
});
server.listen(port, host, () => {
  console.log(`Site: http://localhost:${port}`);
  const everywhere = host === "0.0.0.0" || host === "::";
  if (everywhere) for (const address of networkAddresses()) console.log(`On your network: http://${address}:${port}`);
  else if (host !== "127.0.0.1" && host !== "localhost") console.log(`Listening on ${host}:${port}`);
  console.log(`Quote requests sent without EmailJS keys land in ${outboxPath}`);
  console.log(`Visits and taps counted without a counting service land in ${countsPath} (npm run stats)`);
});
