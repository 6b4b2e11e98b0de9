/**
 * Brotli and gzip copies of every text file, so the local server answers compressed like any
 * real host (static hosts and CDNs compress on their own and ignore these copies).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { filesUnder } from "./files.ts";

const TEXT = "**/*.{html,js,css,svg,xml,txt,json,webmanifest}";

export function precompress(dir: string): number {
  const files = filesUnder(dir, TEXT);
  for (const path of files) {
    const data = readFileSync(path);
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
  return files.length;
}
