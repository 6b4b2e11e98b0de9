/**
 * Brotli and gzip copies of every text file, so the local server answers compressed like any
 * real host (static hosts and CDNs compress on their own and ignore these copies).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(html|js|css|svg|xml|txt|json|webmanifest|data)$/;

export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      count += precompress(path);
      continue;
    }
    if (!TEXT.test(entry)) continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}
