import { describe, expect, it } from "vitest";
import { sampleQuote } from "../../scripts/fixtures/sample-quote.ts";
import { capped, emailVariables, GREETING_MAX, LOCALITY_MAX, localityOf } from "#app/quote/email-variables.ts";
import { fixedServiceOptions, urgencyOptions } from "#app/words-in-code/quote-options.ts";

const urgencyLabel = (value: string) => urgencyOptions.find((option) => option.value === value)!.label;

describe("the place an email's subject names", () => {
  it.each([
    ["12 Example Street, Mudjimba QLD 4564", "Mudjimba"],
    ["3 Hill St, Noosa Heads, QLD 4567", "Noosa Heads"],
    ["3 Hill St, Noosa Heads Queensland", "Noosa Heads"],
    ["Lot 2, 40 Ridge Rd, Bli Bli 4560", "Bli Bli"],
    ["3 Hill St Noosa Heads QLD 4567", "3 Hill St Noosa Heads"],
    ["  Coolum Beach  ", "Coolum Beach"],
  ])("%s → %s", (address, place) => expect(localityOf(address)).toBe(place));
});

describe("what the form sends for the emails beside its fields", () => {
  it("names the choices as the form showed them, and flags an emergency", () => {
    const consultation = fixedServiceOptions[1];
    const emergency = emailVariables({ ...sampleQuote, service: consultation.value, urgency: "emergency" }, 0);
    expect(emergency).toMatchObject({ service_label: consultation.label, urgency_label: urgencyLabel("emergency"), emergency: "yes" });
    const later = emailVariables({ ...sampleQuote, urgency: "soon" }, 0);
    expect(later).toMatchObject({ urgency_label: urgencyLabel("soon"), emergency: "" });
    expect(emailVariables({ ...sampleQuote, urgency: "" }, 0)).toMatchObject({ urgency_label: "", emergency: "" });
  });

  it("gives the number a tap dials and the address as a map query that stays one parameter", () => {
    const values = { ...sampleQuote, phone: "(07) 5444 1234", address: "1/2 Bay St & Co, Noosa #3?x=1" };
    const { phone_dial, map_query } = emailVariables(values, 0);
    expect(phone_dial).toBe("+61754441234");
    expect(new URLSearchParams(`query=${map_query}`).get("query")).toBe(values.address);
    expect(map_query).not.toMatch(/[&#?\s]/);
  });

  it("says how many photos came, and nothing when none did", () => {
    expect(emailVariables(sampleQuote, 0).photos_attached).toBe("");
    expect(emailVariables(sampleQuote, 1).photos_attached).toBe("1 photo attached");
    expect(emailVariables(sampleQuote, 3).photos_attached).toBe("3 photos attached");
  });
});

describe("what the confirmation repeats of what was typed", () => {
  it("greets by the first name, cut at 40 characters with an ellipsis, never splitting an emoji", () => {
    expect(emailVariables({ ...sampleQuote, firstName: "  Jane " }, 0).greeting_name).toBe("Jane");
    const long = `${"🌳".repeat(45)}`;
    expect(capped(long, GREETING_MAX)).toBe(`${"🌳".repeat(39)}…`);
    expect(Array.from(emailVariables({ ...sampleQuote, firstName: "x".repeat(100) }, 0).greeting_name)).toHaveLength(GREETING_MAX);
  });

  it("names a suburb of at most 40 characters", () => {
    expect(Array.from(localityOf(`1 Road, ${"Long ".repeat(20)}`))).toHaveLength(LOCALITY_MAX);
  });
});
