/**
 * The brand's images, made at build time: PNG icons from the logo mark, the icon sprite from
 * lucide's published SVG files, and the 1200×630 social card, laid out by satori from JSX with a
 * bundled font and drawn by resvg, so no system font or browser is needed.
 */
import { Resvg } from "@resvg/resvg-js";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import satori from "satori";
import { business } from "#app/content/business.ts";
import { iconNames } from "#app/content/icon-names.ts";
import { socialImage } from "#app/seo/urls.ts";
import { logoMarkSvg } from "#app/brand/artwork.ts";
import { palette } from "#app/brand/tokens.ts";

const require = createRequire(import.meta.url);
const { forest, sun } = palette;

const png = (svg: string, width: number) => new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const font = (weight: 700 | 800) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

/** The logo mark as a square PNG; platforms that round icons themselves get square corners. */
export const logoPng = (size: number, rounded: boolean) => png(logoMarkSvg({ rounded }), size);

/** Every content icon as a <symbol>, with no paint of its own: the referencing <svg> sets it. */
export function iconSprite(): string {
  const symbols = iconNames.map((name) => {
    const file = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), "utf8");
    const shapes = file.slice(file.indexOf(">", file.indexOf("<svg")) + 1, file.lastIndexOf("</svg>")).replace(/\s*\n\s*/g, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export async function socialCardPng(): Promise<Buffer> {
  const { width, height } = socialImage;
  const points = [`${business.rating.value.toFixed(1)}-star Google rating`, `${business.emergency} emergency`, "Free on-site quotes"].join(
    "  ·  ",
  );
  const card = (
    <div
      style={{
        width,
        height,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        boxSizing: "border-box",
        backgroundImage: `linear-gradient(135deg, ${forest[950]} 0%, ${forest[800]} 60%, ${forest[700]} 100%)`,
        color: "white",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <img alt="" src={dataUri(logoMarkSvg())} width={96} height={96} style={{ width: 96, height: 96 }} />
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 60, fontWeight: 800, letterSpacing: -1 }}>{business.name}</div>
          <div style={{ fontSize: 30, fontWeight: 700, color: forest[300] }}>{`${business.region} arborists`}</div>
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 54, fontWeight: 800, lineHeight: 1.15, maxWidth: 900, letterSpacing: -1 }}>
        {business.tagline}
      </div>
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", width: "100%" }}>
        <div style={{ display: "flex", fontSize: 25, fontWeight: 700, color: forest[100] }}>{points}</div>
        <div
          style={{
            display: "flex",
            flexShrink: 0,
            backgroundColor: sun[400],
            color: forest[950],
            fontSize: 36,
            fontWeight: 800,
            padding: "14px 28px",
            borderRadius: 16,
          }}
        >
          {business.phone.display}
        </div>
      </div>
    </div>
  );
  const svg = await satori(card, {
    width,
    height,
    fonts: [
      { name: "Inter", data: font(700), weight: 700, style: "normal" },
      { name: "Inter", data: font(800), weight: 800, style: "normal" },
    ],
  });
  return png(svg, width);
}
