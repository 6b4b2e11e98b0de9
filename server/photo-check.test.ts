/**
 * Photos that are valid but slow to decode cost their own request, never another's (./photo-check.ts,
 * ./fair-turns.ts): turns go to whoever has used least, and a request's photos have a budget of
 * decoding time. The decodes here are stand-ins of a set length: what is tested is whose turn it is.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { fairTurns } from "./fair-turns.ts";
import { photoChecker, type PhotoVerdict } from "./photo-check.ts";

const SLOW_MS = 300;
/** A decode of SLOW_MS, or, as libvips's timeout does, given up at the time left. */
const slowDecode = async (_path: string, leftMs: number): Promise<PhotoVerdict> => {
  await sleep(Math.min(SLOW_MS, leftMs));
  return leftMs < SLOW_MS ? "too slow" : "photo";
};

it("four requests of three slow photos each (3.6 s of decoding) hold an ordinary quote's photo for one decode at most, not all of them", async () => {
  const turns = fairTurns(1);
  const slow = Array.from({ length: 4 }, () => photoChecker({ turns, decode: slowDecode, budgetMs: 10_000 }));
  const slowDone = slow.map((check) => Promise.all([1, 2, 3].map((photo) => check(`slow-${photo}.webp`))));
  await sleep(50);
  const ordinary = photoChecker({ turns, decode: async () => "photo", budgetMs: 10_000 });
  const began = performance.now();
  expect(await ordinary("quote.jpg")).toBe("photo");
  const waited = performance.now() - began;
  console.log(`an ordinary photo behind 12 slow ones waited ${Math.round(waited)} ms`);
  expect(waited).toBeLessThan(SLOW_MS * 2);
  expect((await Promise.all(slowDone)).flat()).toEqual(Array(12).fill("photo"));
});

it("a request whose photos spend its budget has the rest refused as too slow, and the next request starts afresh", async () => {
  const turns = fairTurns(1);
  const check = photoChecker({ turns, decode: slowDecode, budgetMs: SLOW_MS * 2 + 100 });
  expect([await check("1.webp"), await check("2.webp"), await check("3.webp"), await check("4.webp")]).toEqual([
    "photo",
    "photo",
    "too slow",
    "too slow",
  ]);
  expect(await photoChecker({ turns, decode: slowDecode, budgetMs: SLOW_MS * 2 + 100 })("next.webp")).toBe("photo");
});
