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
