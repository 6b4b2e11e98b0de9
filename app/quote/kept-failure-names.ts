/**
 * Where the record of a kept request that could not be sent lives (app/quote/kept-failures.ts),
 * and its notice's place in a page: apart, so every page's register-sw.ts carries these two names
 * and nothing more.
 */
export const KEPT_FAILURES = "kept-request-failures";
/** The notice's live region, on every page but /contact (where the form tells instead). */
export const keptFailureNoticeId = "kept-request-failure";
