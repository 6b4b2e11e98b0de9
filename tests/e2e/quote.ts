/** Shared by the quote form's specs: filling the form, catching what it sends, reading the outbox, camera photos. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, type Request, type Route } from "@playwright/test";
import { quoteFormCopy } from "../../app/content/quote-form.ts";
import { withExif } from "../../app/quote/photos/exif-fixture.ts";
import { sampleQuote } from "../sample-quote.ts";

export const visitor = sampleQuote;
export type Visitor = { -readonly [K in keyof typeof sampleQuote]: string };
export const SEND_FORM = "**/api/v1.0/email/send-form";
export const OUTBOX = "test-results/outbox.jsonl";

const { labels } = quoteFormCopy;
export const field = (page: Page, name: keyof typeof labels) => page.getByLabel(labels[name], { exact: false });
export const submit = (page: Page) => page.getByRole("button", { name: quoteFormCopy.submit });
export const photoInput = (page: Page) => page.getByLabel(quoteFormCopy.photos.label, { exact: false });
export const attachedPhotos = (page: Page) => page.getByRole("list", { name: quoteFormCopy.photos.listLabel }).getByRole("listitem");
export const successToast = (page: Page) => page.getByRole("status").filter({ hasText: quoteFormCopy.toast.successTitle });

export async function fillForm(page: Page, values: Visitor = { ...visitor }) {
  await field(page, "firstName").fill(values.firstName);
  await field(page, "lastName").fill(values.lastName);
  await field(page, "phone").fill(values.phone);
  await field(page, "email").fill(values.email);
  await field(page, "address").fill(values.address);
  await field(page, "service").selectOption(values.service);
  await field(page, "urgency").selectOption(values.urgency);
  await field(page, "message").fill(values.message);
}

export async function expectValues(page: Page, values: Visitor | null) {
  for (const name of Object.keys(visitor) as (keyof Visitor)[]) await expect(field(page, name)).toHaveValue(values ? values[name] : "");
}

/** Holds each request to the send endpoint until the test answers it. */
export function holdRequests(page: Page) {
  const held: { route: Route; request: Request }[] = [];
  const ready = page.route(SEND_FORM, (route, request) => void held.push({ route, request }));
  return { held, ready };
}

/** A sent request's multipart fields: text as strings, files as their bytes, name and type. */
export async function payloadOf(request: Request) {
  const form = await new Response(new Uint8Array(request.postDataBuffer()!), { headers: { "content-type": request.headers()["content-type"]! } }).formData();
  const text: Record<string, string> = {};
  const files: Record<string, { name: string; type: string; bytes: Uint8Array }> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") text[name] = value;
    else files[name] = { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { text, files };
}

/** The outbox's lines whose message is `marker`. */
export function outboxLines(marker: string, outbox = OUTBOX): { request_id: string; photos: string[]; [field: string]: unknown }[] {
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, "utf8").trim().split("\n").filter(Boolean).map((line) => JSON.parse(line)).filter((line) => line.message === marker);
}
export const outboxFile = (relative: string) => join("test-results", relative);

/**
 * A phone camera's photo: `width`×`height` JPEG of leaves and sky, with EXIF orientation 6 and a
 * GPS position in it. Drawn by the browser, since Node has no image encoder of its own.
 */
export async function cameraPhoto(page: Page, name: string, { width = 4000, height = 3000 } = {}) {
  const base64 = await page.evaluate(
    async ({ w, h }) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext("2d")!;
      const sky = context.createLinearGradient(0, 0, 0, h);
      sky.addColorStop(0, "#8ec5f0");
      sky.addColorStop(1, "#2d6e3f");
      context.fillStyle = sky;
      context.fillRect(0, 0, w, h);
      for (let leaf = 0; leaf < 1500; leaf += 1) {
        context.fillStyle = `hsl(${90 + ((leaf * 37) % 60)} 45% ${20 + ((leaf * 13) % 30)}%)`;
        context.beginPath();
        context.arc((leaf * 7919) % w, (leaf * 104729) % h, 20 + (leaf % 60), 0, Math.PI * 2);
        context.fill();
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.92 })).arrayBuffer());
      let binary = "";
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { w: width, h: height },
  );
  return { name, mimeType: "image/jpeg", buffer: Buffer.from(withExif(Buffer.from(base64, "base64"), 6)) };
}

/** Width and height of an image's bytes, decoded by the browser (as any mail client would). */
export function imageSize(page: Page, bytes: Uint8Array) {
  return page.evaluate(async (base64) => {
    const binary = atob(base64);
    const data = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data]), { imageOrientation: "none" });
    return { width: bitmap.width, height: bitmap.height };
  }, Buffer.from(bytes).toString("base64"));
}
