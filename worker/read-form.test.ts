/**
 * The Worker and `npm start`'s outbox answer the same photo alike: each refuses by the header's
 * pixels and bytes once decoded (server/photo-bytes.ts), in the same words, and keeps a photo only
 * to its image's end.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { jpeg, png, pngOfPixels, thenScript } from "../scripts/fixtures/outbox-photos.ts";
import { cleanUp, form, request, serve } from "../scripts/fixtures/outbox-testing.ts";
import { uploadRefusals } from "../server/upload-limits.ts";
import { readForm } from "./read-form.ts";

afterEach(cleanUp);

const onWorker = async (photos: Uint8Array[]) => {
  const read = await readForm(
    new Request("https://example.com/api/v1.0/email/send-form", { method: "POST", body: form(request(), photos) }),
  );
  return "status" in read ? [read.status, read.message] : [200, "OK"];
};

it("refuses each photo over the limits as the outbox does, in the same words", async () => {
  const outbox = await serve();
  const photos = {
    "a 7000² 16-bit RGBA PNG (49 MP, 392 MB once decoded)": [
      pngOfPixels(7000, 7000, { bitDepth: 16, colourType: 6 }),
      uploadRefusals.tooManyBytes,
    ],
    "a 2000² 8-bit RGBA PNG (4 MP, 16 MB once decoded)": [
      pngOfPixels(2000, 2000, { bitDepth: 8, colourType: 6 }),
      uploadRefusals.tooManyBytes,
    ],
    "a 16383² 1-bit PNG (an image bomb)": [pngOfPixels(16383, 16383), uploadRefusals.tooManyPixels],
    "a file that starts like a JPEG and goes on as a web page": [thenScript(jpeg(2000).subarray(0, 20), 1), uploadRefusals.notAPhoto],
  } as const;
  for (const [kind, [photo, refusal]] of Object.entries(photos)) {
    const response = await outbox.post(form(request(), [photo]));
    const expected = [refusal.status, refusal.message];
    expect([response.status, await response.text()], kind).toEqual(expected);
    expect(await onWorker([photo]), kind).toEqual(expected);
  }
});

it("keeps a JPEG followed by 100 KB of HTML and script, and a PNG with bytes after IEND, to their ends on both", async () => {
  const outbox = await serve();
  const photos = [jpeg(3000), png()];
  const sent = [thenScript(photos[0]!), thenScript(photos[1]!, 1)];
  const read = await readForm(new Request("https://example.com/api/v1.0/email/send-form", { method: "POST", body: form(request(), sent) }));
  expect("photos" in read && read.photos.map(({ bytes }) => bytes)).toEqual(photos);
  const fields = request();
  expect((await outbox.post(form(fields, sent))).status).toBe(200);
  await outbox.outbox.flushed();
  const stored = ["photo-1.jpg", "photo-2.png"].map(
    (name) => new Uint8Array(readFileSync(join(outbox.outbox.photosRoot, fields.request_id, name))),
  );
  expect(stored).toEqual(photos);
});
