import { join, resolve } from "node:path";
import { createSiteServer } from "./site-server.ts";

const projectRoot = join(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
const outboxPath = resolve(projectRoot, process.env.OUTBOX_PATH ?? "data/quote-outbox.jsonl");

const siteRoot = resolve(projectRoot, process.env.SITE_ROOT ?? "build/client");

const { server } = createSiteServer({ root: siteRoot, outboxPath });
server.listen(port, () => {
  console.log(`Site: http://localhost:${port}`);
  console.log(`Quote requests sent without EmailJS keys land in ${outboxPath}`);
});
