/**
 * Where the content check's refusals go in the form: beside the field they name. A refusal names the
 * entry, then the field's labels from the form's top, items counted from 1 ("Services page → Why
 * choose → item 5: Icon is empty", app/content/owner-words.ts); a control knows the same labels
 * (its `chain`), from the same shapes' titles.
 */

/**
 * How a refusal's words follow the field's label (owner-words.ts: "is empty", ": …", "should be …", "is not …";
 * spelled-out.ts: "writes out the phone number", "names the business").
 */
const FOLLOWS = [":", " is ", " should ", " writes out ", " names the business"];

/** The refusals among `problems` of the field whose labels are `chain`; `whole`: of the list item `chain` as a whole. */
export function problemsAt(problems: string[], chain: string[], whole = false): string[] {
  if (chain.length === 0) return [];
  const field = chain.length === 1 ? chain[0]! : `${chain.slice(0, -1).join(" → ")}: ${chain.at(-1)}`;
  const keys = whole ? [`${chain.join(" → ")}:`] : FOLLOWS.map((follow) => `${field}${follow}`);
  return problems.filter((problem) => keys.some((key) => problem.includes(`: ${key}`) || problem.includes(` → ${key}`)));
}

/** The refusals among `problems` of the group whose labels are `chain` or of anything in it (an address's postcode, a section's fifth reason). */
export function problemsWithin(problems: string[], chain: string[]): string[] {
  const group = chain.join(" → ");
  return problems.filter((problem) => [`: ${group}`, ` → ${group} → `, ` → ${group}:`].some((key) => problem.includes(key)));
}
