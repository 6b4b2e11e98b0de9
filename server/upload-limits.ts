/**
 * What one quote request may hold, and the words of each refusal: `npm start`'s outbox
 * (./read-upload.ts) and the Worker on Cloudflare (worker/quote-endpoint.ts) answer alike. Pure:
 * no Node module, so workerd loads it too.
 */
import { PHOTO_DECODED_BYTES_IN_WORDS, PHOTO_PIXELS_IN_WORDS } from "#app/site/photo-pixel-limit.ts";

export const UPLOAD_LIMITS = {
  /** The form's text, all fields together. */
  fieldBytes: 64 * 1024,
  /** The form sends 15; EmailJS's own fields and a few spare. */
  fields: 50,
  photos: 3,
  photoBytes: 2 * 1024 * 1024,
  totalBytes: 6 * 1024 * 1024,
} as const;

export type Refusal = { status: number; message: string };

const MB = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const uploadRefusals = {
  malformed: { status: 400, message: "Bad Request: malformed form data" },
  interrupted: { status: 400, message: "Bad Request: the upload was interrupted" },
  tooManyFields: { status: 413, message: `Payload Too Large: the form has more than ${UPLOAD_LIMITS.fields} fields` },
  tooManyPhotos: { status: 413, message: `Payload Too Large: at most ${UPLOAD_LIMITS.photos} photos` },
  photoTooLarge: { status: 413, message: `Payload Too Large: each photo at most ${MB(UPLOAD_LIMITS.photoBytes)}` },
  tooLarge: { status: 413, message: `Payload Too Large: the request at most ${MB(UPLOAD_LIMITS.totalBytes)}, its text at most 64 KB` },
  notAPhoto: { status: 415, message: "Unsupported Media Type: photos must be JPEG, PNG or WebP images" },
  tooManyPixels: { status: 413, message: `Payload Too Large: each photo at most ${PHOTO_PIXELS_IN_WORDS}; send a smaller one` },
  tooManyBytes: { status: 413, message: `Payload Too Large: each photo at most ${PHOTO_DECODED_BYTES_IN_WORDS}; send a smaller one` },
} satisfies Record<string, Refusal>;
