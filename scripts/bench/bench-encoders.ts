/**
 * `npm run bench:encoders`: what each encoder setting costs a photo, to choose the image pipeline's
 * (app/media/derived-photos.server.ts, ADR 0038). PHOTOS (default 6) generated 2400×1800 photos as
 * the editor uploads them, each made into the four widths of app/media/slots.ts with each setting, one
 * photo at a time as a build does: seconds per photo and KB per photo (all four widths), and the load.
 */
import { loadavg } from "node:os";
import sharp, { type Sharp } from "sharp";
import { imageWidths } from "#app/media/slots.ts";
import { editorUpload } from "../fixtures/photos.ts";

const count = Number(process.env.PHOTOS ?? 6);
const settings: [name: string, encode: (image: Sharp) => Sharp][] = [
  ["AVIF q45 effort 0", (image) => image.avif({ quality: 45, effort: 0 })],
  ["AVIF q45 effort 1", (image) => image.avif({ quality: 45, effort: 1 })],
  ["AVIF q45 effort 2", (image) => image.avif({ quality: 45, effort: 2 })],
  ["AVIF q45 effort 3", (image) => image.avif({ quality: 45, effort: 3 })],
  ["AVIF q45 effort 4 (sharp's default)", (image) => image.avif({ quality: 45, effort: 4 })],
  ["WebP q70 effort 0", (image) => image.webp({ quality: 70, effort: 0 })],
  ["WebP q70 effort 2", (image) => image.webp({ quality: 70, effort: 2 })],
  ["WebP q70 effort 4 (sharp's default)", (image) => image.webp({ quality: 70, effort: 4 })],
  ["JPEG q72 mozjpeg", (image) => image.jpeg({ quality: 72, mozjpeg: true })],
  ["JPEG q72 mozjpeg, no trellis", (image) => image.jpeg({ quality: 72, mozjpeg: true, trellisQuantisation: false })],
  [
    "JPEG q72 mozjpeg, no trellis, no scan search",
    (image) => image.jpeg({ quality: 72, mozjpeg: true, trellisQuantisation: false, optimiseScans: false }),
  ],
  ["JPEG q72 libjpeg", (image) => image.jpeg({ quality: 72 })],
];

const photos = await Promise.all(Array.from({ length: count }, (_, index) => editorUpload(100 + index)));
/** Each photo decoded and resized once, as the pipeline does before it encodes. */
const resized = await Promise.all(
  photos.map(async (photo) => {
    const { data, info } = await sharp(photo).rotate().flatten({ background: "#ffffff" }).raw().toBuffer({ resolveWithObject: true });
    return Promise.all(
      imageWidths.map((width) => sharp(data, { raw: info }).resize({ width }).raw().toBuffer({ resolveWithObject: true })),
    );
  }),
);

console.log(
  `${count} photos of 2400×1800, ${imageWidths.join("/")} px wide each; load at start ${loadavg()
    .map((value) => value.toFixed(2))
    .join(", ")}`,
);
console.log("| setting | s per photo | KB per photo |\n|---|---|---|");
for (const [name, encode] of settings) {
  let bytes = 0;
  const started = performance.now();
  for (const widths of resized) for (const { data, info } of widths) bytes += (await encode(sharp(data, { raw: info })).toBuffer()).length;
  const seconds = (performance.now() - started) / 1000 / count;
  console.log(`| ${name} | ${seconds.toFixed(2)} | ${Math.round(bytes / 1024 / count)} |`);
}
console.log(
  `load at end ${loadavg()
    .map((value) => value.toFixed(2))
    .join(", ")}`,
);
