import { execSync } from "node:child_process";
import { readFileSync, writeFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { copyOfSite } from "./site-copy.ts";
const run = (cwd: string, cmd: string) => { try { return execSync(cmd, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }); } catch (e: any) { return "FAILED\n" + (e.stdout ?? "") + (e.stderr ?? ""); } };
// 1. A seventh suburb: one file.
const a = copyOfSite("demo-suburb");
const noosa = JSON.parse(readFileSync(join(a, "content/suburbs/noosa.json"), "utf8"));
writeFileSync(join(a, "content/suburbs/buderim.json"), JSON.stringify({ ...noosa, order: 7, name: "Buderim", postcode: "4556", council: "Sunshine Coast Council" }, null, 2) + "\n");
console.log(run(a, "npm run build 2>&1 | grep postbuild"));
console.log(readdirSync(join(a, "build/client")).filter((f) => f.includes("buderim")), readdirSync(join(a, "build/client/locations")));
const sitemap = readFileSync(join(a, "build/client/sitemap.xml"), "utf8");
console.log("sitemap buderim:", sitemap.match(/<loc>[^<]*buderim[^<]*<\/loc>/g));
for (const page of ["index.html", "areas.html", "storm-cleanup.html"]) console.log(page, "links to /locations/buderim:", readFileSync(join(a, "build/client", page), "utf8").includes('href="/locations/buderim"'));
const b = readFileSync(join(a, "build/client/locations/buderim.html"), "utf8");
console.log("breadcrumb JSON-LD:", /"name":"Buderim","item":"[^"]*\/locations\/buderim"/.test(b), "h1:", b.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]);
console.log(run(a, "node_modules/.bin/vitest run --project unit 2>&1 | grep -E 'Tests|Test Files|FAIL' | head"));
// 2. Reply time 24 -> 48: one field.
const c = copyOfSite("demo-reply");
const facts = JSON.parse(readFileSync(join(c, "content/business.json"), "utf8"));
writeFileSync(join(c, "content/business.json"), JSON.stringify({ ...facts, quoteReplyHours: 48 }, null, 2) + "\n");
console.log(run(c, "npm run build 2>&1 | grep postbuild"));
const count = (dir: string, re: RegExp) => readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith(".html")).reduce((n, f) => n + (readFileSync(join(dir, String(f)), "utf8").match(re)?.length ?? 0), 0);
console.log("48 hours:", count(join(c, "build/client"), /48 hours/g), "24 hours:", count(join(c, "build/client"), /24 hours/g), "(the real build: 24 hours:", count("/work/main/build/client", /24 hours/g), ")");
console.log(run(c, "node_modules/.bin/vitest run --project unit 2>&1 | grep -E 'Tests|Test Files|FAIL|✗|×' | head -12"));
console.log(a, c);
