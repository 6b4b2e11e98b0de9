import { describe, expect, it } from "vitest";
import * as z from "zod";
import facts from "../content/business.json" with { type: "json" };
import { australianPhoneMessage } from "#app/content/phone.ts";
import { businessFile, stormNoticeFile, suburbFile, testimonialFile } from "#app/content/file-shapes.ts";
import { editorConfig, editorFields, type EditorField } from "./admin-config.ts";

/** The field names at every depth, as "address.postcode". */
const namesOf = (fields: EditorField[], prefix = ""): string[] =>
  fields.flatMap((field) => {
    const name = prefix + field.name;
    const nested = (field.fields as EditorField[] | undefined) ?? [];
    return [name, ...namesOf(nested, `${name}.`)];
  });

/** The property names at every depth of a zod object, in the same form. */
const keysOf = (shape: z.ZodType, prefix = ""): string[] => {
  const schema = z.toJSONSchema(shape, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, unknown> };
  const walk = (node: { properties?: Record<string, unknown>; items?: unknown }, at: string): string[] =>
    Object.entries(node.properties ?? {}).flatMap(([key, child]) => {
      const name = at + key;
      const inner = child as { properties?: Record<string, unknown>; items?: { properties?: Record<string, unknown> } };
      const nested = inner.properties ? inner : inner.items?.properties ? inner.items : undefined;
      return [name, ...(nested ? walk(nested, `${name}.`) : [])];
    });
  return walk(schema, prefix);
};

const field = (fields: EditorField[], path: string): EditorField =>
  path.split(".").reduce<EditorField>(
    (found, name, index) => {
      const list = index === 0 ? fields : (found.fields as EditorField[]);
      return list.find((candidate) => candidate.name === name)!;
    },
    undefined as unknown as EditorField,
  );

describe("the editor's fields come from the content shapes", () => {
  it.each([
    ["business facts", businessFile],
    ["storm notice", stormNoticeFile],
    ["testimonial", testimonialFile],
    ["suburb", suburbFile],
  ])("every field of a %s file, at every depth, and no other", (_name, shape) => {
    expect(namesOf(editorFields(shape)).toSorted()).toEqual(keysOf(shape).toSorted());
  });

  it("a phone that is not an Australian number is refused with the build's own message; the real one passes", () => {
    const phone = field(editorFields(businessFile), "phone");
    const [pattern, message] = phone.pattern as [string, string];
    expect(new RegExp(pattern).test("call us anytime")).toBe(false);
    expect(new RegExp(pattern).test(facts.phone)).toBe(true);
    expect(message).toBe(australianPhoneMessage);
  });

  it("labels and hints come from the shapes; optional fields are not required", () => {
    const fields = editorFields(stormNoticeFile);
    expect(field(fields, "show")).toMatchObject({ widget: "boolean", label: "Show the storm notice" });
    expect(field(fields, "until")).toMatchObject({ widget: "datetime", required: false, default: "" });
    expect(field(fields, "message")).not.toHaveProperty("required");
  });

  it("counts the specification fixes are the editor's too: a suburb page has exactly four service cards", () => {
    expect(field(editorFields(suburbFile), "services.items")).toMatchObject({ widget: "list", min: 4, max: 4 });
  });

  it("ranges: the quote reply time is whole hours from 1 to 168", () => {
    expect(field(editorFields(businessFile), "quoteReplyHours")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 168 });
  });
});

describe("the editor's backend, as config.yml gives it to Decap", () => {
  const siteOrigin = "https://site.example";
  const siteId = "0d4c1e7a-5b2f-4f3e-9a61-2c8e7b1d9f40";

  it("DecapBridge: Decap's git-gateway with a PKCE sign-in at DecapBridge's API and its gateway, naming the owner from the token", () => {
    const config = editorConfig({ name: "decapbridge", siteId, branch: "main" }, siteOrigin);
    expect(config.backend).toEqual({
      name: "git-gateway",
      branch: "main",
      auth_type: "pkce",
      base_url: "https://auth.decapbridge.com",
      auth_endpoint: `/sites/${siteId}/pkce`,
      auth_token_endpoint: `/sites/${siteId}/token`,
      gateway_url: "https://gateway.decapbridge.com",
      status_endpoint: "/admin/gateway-status.json",
    });
    expect(config).toMatchObject({
      auth: { email_claim: "email", first_name_claim: "first_name", last_name_claim: "last_name", avatar_url_claim: "avatar_url" },
    });
  });

  it("GitHub: the repository and branch, and the OAuth helper when one is named", () => {
    expect(
      editorConfig({ name: "github", repo: "owner/site", branch: "live", authUrl: "https://auth.example" }, siteOrigin).backend,
    ).toEqual({
      name: "github",
      repo: "owner/site",
      branch: "live",
      base_url: "https://auth.example",
    });
    expect(editorConfig({ name: "github", repo: "owner/site", branch: "main" }, siteOrigin).backend).toEqual({
      name: "github",
      repo: "owner/site",
      branch: "main",
    });
  });

  it("not connected: decap-server on this computer only, and no sign-in anywhere else", () => {
    const config = editorConfig({ name: "local" }, siteOrigin);
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "http://localhost:8081/api/v1" });
    expect(config).not.toHaveProperty("auth");
  });
});
