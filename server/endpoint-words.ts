/**
 * The refusals a POST endpoint makes before reading a byte of the body, in the words `npm start`'s
 * server (./post-endpoint.ts) and the Worker on Cloudflare (worker/quote-endpoint.ts) both answer.
 */
export const endpointWords = {
  methodNotAllowed: "Method Not Allowed: use POST",
  /** `what`: "quote requests". */
  foreignOrigin: (what: string) => `Forbidden: ${what} are taken from this site's own pages only`,
  /** `instead`: "send multipart/form-data". */
  unsupportedType: (instead: string) => `Unsupported Media Type: ${instead}`,
} as const;
