/** Builds the content icons' SVG sprite from lucide's own drawings. */
import { iconNames, lucideFileFor } from "../app/content/icon-names.ts";

type IconNode = [string, Record<string, string>][];

const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");

export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    iconNames.map(async (name) => {
      const { __iconData } = (await import(`lucide-react/icons/${lucideFileFor[name] ?? name}`)) as { __iconData: { node: IconNode } };
      const shapes = __iconData.node.map(([tag, attrs]) => `<${tag} ${attributes(attrs)}/>`).join("");
      // No paint on the symbol: the referencing <svg> sets it, so an icon can also be filled.
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
