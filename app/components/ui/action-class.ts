/**
 * The shape shared by the call button and the quote link beside it: a module of its own, so the quote
 * form's script (which draws a call button) does not carry the site's words with the quote link's.
 */
export const actionClass =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors";
