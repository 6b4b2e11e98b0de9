/**
 * How many pixels a photo may have, for the quote form and the outbox alike. A photo's memory once
 * decoded follows its pixels, not its bytes: a 1.1 MB PNG of 16383 × 16383 pixels took the outbox to
 * 1.2 GB (issue 49). So both judge a photo by the size its header states, before it is decoded: the
 * form in the browser (app/quote/photos/resize.ts), the outbox with its decoder's own reading
 * (server/photo-check.ts).
 *
 * 50 million: the main cameras of today's phones take 48 MP (iPhone Pro) and 50 MP (Pixel, Galaxy)
 * photos, which the form makes smaller before sending; a photo over this is nothing a visitor needs to send.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** The limit as people say it: "50 megapixels". */
export const PHOTO_PIXELS_IN_WORDS = `${MAX_PHOTO_PIXELS / 1_000_000} megapixels`;

/**
 * How many bytes a photo may take once decoded: its pixels × the bytes each takes (channels × bytes
 * a channel, so 16 bits and alpha count: a 7000² 16-bit RGBA PNG is 392 MB in 381 KB, under the
 * pixel limit). Judged by the header before a pixel is decoded, by `npm start`'s outbox
 * (server/photo-check.ts) and the Worker (worker/read-form.ts) alike, from server/photo-bytes.ts.
 * A decoder that must hold the whole image (an interlaced PNG, a progressive JPEG) takes some 1.1
 * times this and 3 MB more, one photo at a time, so the outbox's server stays under 160 MB
 * (docs/deploying.md: ten at once of the largest it takes peak at 136-140 MB, and 154 MB in one
 * run of eight, when glibc keeps a second image's memory; at 12 MiB that was 159 MB). The form's
 * own photos, at most 1600 px on the long edge and 8-bit, take at most 10.24 MB (a square WebP,
 * counted at 4 bytes a pixel): under this.
 */
export const MAX_PHOTO_DECODED_BYTES = 10 * 1024 * 1024;

/** The limit as people say it: "10 MB once decoded (…)". */
export const PHOTO_DECODED_BYTES_IN_WORDS = `${MAX_PHOTO_DECODED_BYTES / 1024 / 1024} MB once decoded (its width × height × bytes a pixel)`;
