/**
 * JSON to write inside a <script> element (JSON-LD, an island's props, the business facts): no
 * "</script>" or "<!--" can break out of it, and U+2028/2029 are escaped. JSON.parse reads it back unchanged.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
