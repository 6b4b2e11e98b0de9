import { describe, expect, it } from "vitest";
import { fillTemplate, variablesIn } from "#app/quote/emails/fill-template.ts";

describe("filling a template as EmailJS does", () => {
  it("escapes {{name}} for HTML and shows {{{name}}} as it is", () => {
    const values = { name: `<b>Jo</b> & "Al" 'x'` };
    expect(fillTemplate("<p>{{name}}</p>", values)).toBe("<p>&lt;b&gt;Jo&lt;/b&gt; &amp; &quot;Al&quot; &#39;x&#39;</p>");
    expect(fillTemplate("{{{ name }}}", values)).toBe(values.name);
  });

  it("leaves a variable that was not sent empty", () => expect(fillTemplate("a{{missing}}b{{{gone}}}c", {})).toBe("abc"));

  it("shows {{#name}} sections for a value and {{^name}} sections for none, nested too", () => {
    const template = "{{#urgent}}URGENT – {{/urgent}}{{^urgent}}{{#when}}({{when}}){{/when}}{{^when}}any time{{/when}}{{/urgent}}";
    expect(fillTemplate(template, { urgent: "yes", when: "soon" })).toBe("URGENT – ");
    expect(fillTemplate(template, { urgent: "", when: "soon" })).toBe("(soon)");
    expect(fillTemplate(template, {})).toBe("any time");
  });

  it("never reads a value as template: a message holding {{phone}} stays those words", () => {
    expect(fillTemplate("{{#m}}{{m}}{{/m}} {{{m}}}", { m: "{{phone}} {{#x}}", phone: "0412" })).toBe("{{phone}} {{#x}} {{phone}} {{#x}}");
  });

  it("lists every variable a template reads", () => {
    expect([...variablesIn("{{a}} {{{ b }}} {{#c}}{{/c}} {{^d}}x{{/d}}")]).toEqual(["a", "b", "c", "d"]);
  });
});
