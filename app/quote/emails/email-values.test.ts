import { describe, expect, it } from "vitest";
import { validateQuote, type QuoteRequest } from "#app/quote/schema.ts";
import { emailValues } from "#app/quote/emails/email-values.ts";
import { serviceOptions } from "#app/quote/service-options.ts";
import { fixedServiceOptions, urgencyOptions } from "#app/words-in-code/quote-options.ts";
import { sampleQuote } from "../../../scripts/fixtures/sample-quote.ts";

const requestId = "7d3f8a52-1c4e-4b7a-9f0e-2a6b8c9d0e1f";
const checked = (input: Record<string, unknown>): QuoteRequest => {
  const result = validateQuote(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
};

describe("the values a server sends EmailJS, from a checked request", () => {
  it("are the visitor's fields and what the server derives from them, whatever else the browser sent", () => {
    const sent = {
      ...sampleQuote,
      urgency: "emergency",
      to_email: "stranger@example.net",
      phone_dial: "+611900654321",
      service_label: "Your $480 deposit",
      emergency: "",
      map_query: "evil",
      greeting_name: "Margaret, your deposit is overdue",
    };
    const values = emailValues(checked(sent), requestId, 2);
    expect(values).toEqual({
      ...sampleQuote,
      urgency: "emergency",
      suburb: sampleQuote.address,
      request_id: requestId,
      service_label: serviceOptions.find((option) => option.value === "stump-grinding")!.label,
      urgency_label: urgencyOptions[0].label,
      emergency: "yes",
      locality: "Mudjimba",
      phone_dial: "+61412345678",
      map_query: "12%20Example%20Street%2C%20Mudjimba%20QLD%204564",
      photos_attached: "2 photos attached",
      greeting_name: "Jane",
    });
  });

  it("name a service by the list it is given: the host's, where no build defined the site's", () => {
    const services = [{ value: "stump-grinding", label: "Stumps Ground Out" }, ...fixedServiceOptions];
    expect(emailValues(checked(sampleQuote), requestId, 0, services).service_label).toBe("Stumps Ground Out");
    expect(emailValues(checked({ ...sampleQuote, service: "hedge-art" }), requestId, 0, services).service_label).toBe("hedge-art");
    expect(emailValues(checked({ ...sampleQuote, service: "consultation" }), requestId, 0).service_label).toBe("General Consultation");
  });

  it("fill an optional field left out as empty, never undefined", () => {
    const { email: _email, urgency: _urgency, ...required } = sampleQuote;
    const values = emailValues(checked(required), requestId, 0);
    expect([values.email, values.urgency, values.urgency_label, values.emergency, values.photos_attached]).toEqual(["", "", "", "", ""]);
  });

  // 200 requests of every shape the server takes: the derived values always follow the fields.
  const phones = ["0412 345 678", "(07) 5444 1234", "+61 7 5444 1234", "1300 123 456", "13 12 34"];
  const cases = Array.from({ length: 200 }, (_, index) => ({
    index,
    phone: phones[index % phones.length]!,
    urgency: ["", ...urgencyOptions.map((option) => option.value)][index % 5]!,
    address: `${index} Bay St & Co #${index}?x=1, ${["Noosa Heads", "Bli Bli", "Coolum Beach"][index % 3]} QLD 45${String(index % 100).padStart(2, "0")}`,
    photos: index % 4,
  }));
  it.each(cases)("request $index: dial, map, labels and photos from its own fields", ({ phone, urgency, address, photos }) => {
    const values = emailValues(checked({ ...sampleQuote, phone, urgency, address }), requestId, photos);
    expect(values.phone_dial.replace(/^\+61/, "0").replace(/\D/g, "")).toBe(phone.replace(/^\+61 ?/, "0").replace(/\D/g, ""));
    expect(decodeURIComponent(values.map_query)).toBe(address);
    expect(values.locality).toBe(address.split(", ")[1]!.replace(/ QLD \d{4}$/, ""));
    expect(values.emergency).toBe(urgency === "emergency" ? "yes" : "");
    expect(values.urgency_label).toBe(urgencyOptions.find((option) => option.value === urgency)?.label ?? "");
    expect(values.photos_attached).toBe(photos === 0 ? "" : `${photos} photo${photos === 1 ? "" : "s"} attached`);
  });
});
