/**
 * Photos that are valid but slow to decode cost their own request, never another's (./photo-check.ts,
 * ./fair-turns.ts): turns go to whoever has used least, and a request's photos have a budget of
 * decoding time. The decodes here are stand-ins of a set length: what is tested is whose turn it is.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { jpeg, png, pngOfPixels, thenScript } from "../scripts/fixtures/outbox-photos.ts";
import { fairTurns } from "./fair-turns.ts";
import { photoChecker, type Checked } from "./photo-check.ts";

const SLOW_MS = 300;
/** A decode of SLOW_MS, or, as libvips's timeout does, given up at the time left. */
const slowDecode = async (_path: string, leftMs: number): Promise<Checked> => {
  await sleep(Math.min(SLOW_MS, leftMs));
  return leftMs < SLOW_MS ? { verdict: "too slow" } : { verdict: "photo", end: 1 };
};
const verdicts = (checks: Checked[]) => checks.map(({ verdict }) => verdict);

it("four requests of three slow photos each (3.6 s of decoding) hold an ordinary quote's photo for one decode at most, not all of them", async () => {
  const turns = fairTurns(1);
  const slow = Array.from({ length: 4 }, () => photoChecker({ turns, decode: slowDecode, budgetMs: 10_000 }));
  const slowDone = slow.map((check) => Promise.all([1, 2, 3].map((photo) => check(`slow-${photo}.webp`))));
  await sleep(50);
  const ordinary = photoChecker({ turns, decode: async () => ({ verdict: "photo", end: 1 }) as const, budgetMs: 10_000 });
  const began = performance.now();
  expect((await ordinary("quote.jpg")).verdict).toBe("photo");
  const waited = performance.now() - began;
  console.log(`an ordinary photo behind 12 slow ones waited ${Math.round(waited)} ms`);
  expect(waited).toBeLessThan(SLOW_MS * 2);
  expect(verdicts((await Promise.all(slowDone)).flat())).toEqual(Array(12).fill("photo"));
});

it("a request whose photos spend its budget has the rest refused as too slow, and the next request starts afresh", async () => {
  const turns = fairTurns(1);
  const check = photoChecker({ turns, decode: slowDecode, budgetMs: SLOW_MS * 2 + 100 });
  expect(verdicts([await check("1.webp"), await check("2.webp"), await check("3.webp"), await check("4.webp")])).toEqual([
    "photo",
    "photo",
    "too slow",
    "too slow",
  ]);
  expect((await photoChecker({ turns, decode: slowDecode, budgetMs: SLOW_MS * 2 + 100 })("next.webp")).verdict).toBe("photo");
});

const folder = mkdtempSync(join(tmpdir(), "photo-check-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** The real check (sharp) of these bytes, written to a file as an upload is. */
const checkBytes = (name: string, bytes: Uint8Array) => {
  writeFileSync(join(folder, name), bytes);
  return photoChecker()(join(folder, name));
};

it("refuses a 7000² 16-bit RGBA PNG (49 MP, 392 MB once decoded) by its header's bytes, before decoding it", async () => {
  const deep = pngOfPixels(7000, 7000, { bitDepth: 16, colourType: 6 });
  const began = performance.now();
  expect(await checkBytes("deep.png", deep)).toEqual({ verdict: "too many bytes" });
  expect(performance.now() - began).toBeLessThan(1000);
});

it("keeps a JPEG followed by 100 KB of HTML and script, and a PNG with bytes after IEND, to their images' ends", async () => {
  const photo = jpeg(5000);
  expect(await checkBytes("then-script.jpg", thenScript(photo))).toEqual({ verdict: "photo", end: photo.length });
  expect(await checkBytes("after-iend.png", thenScript(png(), 2))).toEqual({ verdict: "photo", end: png().length });
});
