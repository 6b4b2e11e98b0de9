/**
 * The business phone, written once as people read it ("0491 570 156"), and the number a tap on
 * Call dials, made from it: so the display and the `tel:` link can never disagree. Browser-safe.
 */

/**
 * An Australian number as people write it: a mobile or landline (04…, 07…, (07) …, +61 7 …), a
 * 1300 or 1800 number, or a 13 number; single spaces anywhere between the digits.
 */
export const australianPhone = /^(?:(?:\(0[2-478]\)|0[2-478]|\+61 ?[2-478])(?: ?\d){8}|1[38]00(?: ?\d){6}|13(?: ?\d){4})$/;
export const australianPhoneMessage = "an Australian phone number, as people read it (for example 0412 345 678 or 07 5444 1234)";

/**
 * What a `tel:` link dials: a mobile or landline as +61 and its nine digits (it works from any
 * phone, in Australia or roaming); a 1300, 1800 or 13 number as its digits, since it has no
 * international form.
 */
export function dialNumber(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("61")) return `+${digits}`;
  if (digits.startsWith("0")) return `+61${digits.slice(1)}`;
  return digits;
}
