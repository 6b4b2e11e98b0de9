import { describe, expect, it } from "vitest";
import { australianPhone, dialNumber } from "#app/content/phone.ts";

describe("the business phone", () => {
  it.each([
    ["0491 570 156", "+61491570156"],
    ["0412345678", "+61412345678"],
    ["07 5444 1234", "+61754441234"],
    ["(07) 5444 1234", "+61754441234"],
    ["+61 7 5444 1234", "+61754441234"],
    ["1300 123 456", "1300123456"],
    ["1800 123 456", "1800123456"],
    ["13 12 34", "131234"],
  ])("%s is accepted and dials %s", (written, dialled) => {
    expect(australianPhone.test(written)).toBe(true);
    expect(dialNumber(written)).toBe(dialled);
  });

  it.each(["call us anytime", "0412 345 67", "0412 345 6789", "05 5444 1234", "0412  345 678", "1900 123 456", "+1 415 555 0100"])(
    "%s is refused",
    (written) => expect(australianPhone.test(written)).toBe(false),
  );
});
