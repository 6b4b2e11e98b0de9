/**
 * Build-time images from the site's own content: the 1200×630 social card (satori lays out text
 * with a bundled font, resvg rasterises, so no system font or browser is needed) and the icons.
 */
import { Resvg } from "@resvg/resvg-js";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import satori from "satori";
import { brandColours, heroArt, heroArtSvg, logoMarkSvg } from "../app/brand.ts";
import { business } from "../app/content/business.ts";
import { icons } from "../app/seo/site-files.ts";
import { socialImage } from "../app/seo/urls.ts";

const require = createRequire(import.meta.url);
const font = (weight: 700 | 800) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): Node => ({
  type,
  props: { ...props, style, children },
});

const png = (svg: string, width: number) => new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

async function socialCard(): Promise<Buffer> {
  const { width, height } = socialImage;
  const points = [`${business.rating.value.toFixed(1)}-star Google rating`, `${business.emergency} emergency`, "Free on-site quotes"].join("  ·  ");
  const card = el(
    "div",
    {
      width,
      height,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: 64,
      boxSizing: "border-box",
      backgroundImage: `linear-gradient(135deg, ${brandColours.forestDark} 0%, ${brandColours.forest} 60%, #215632 100%)`,
      color: "white",
      fontFamily: "Inter",
    },
    [
      el("div", { display: "flex", alignItems: "center", gap: 24 }, [
        el("img", { width: 96, height: 96 }, undefined, { src: dataUri(logoMarkSvg()), width: 96, height: 96 }),
        el("div", { display: "flex", flexDirection: "column" }, [
          el("div", { fontSize: 60, fontWeight: 800, letterSpacing: -1 }, business.name),
          el("div", { fontSize: 30, fontWeight: 700, color: brandColours.leafLight }, `${business.region} arborists`),
        ]),
      ]),
      el("div", { display: "flex", fontSize: 54, fontWeight: 800, lineHeight: 1.15, maxWidth: 900, letterSpacing: -1 }, business.tagline),
      el("div", { display: "flex", alignItems: "center", justifyContent: "space-between", width: "100%" }, [
        el("div", { display: "flex", fontSize: 25, fontWeight: 700, color: "#dcecdf" }, points),
        el(
          "div",
          { display: "flex", flexShrink: 0, backgroundColor: brandColours.sun, color: brandColours.forestDark, fontSize: 36, fontWeight: 800, padding: "14px 28px", borderRadius: 16 },
          business.phone.display,
        ),
      ]),
    ],
  );
  const svg = await satori(card as never, {
    width,
    height,
    fonts: [
      { name: "Inter", data: font(700), weight: 700, style: "normal" },
      { name: "Inter", data: font(800), weight: 800, style: "normal" },
    ],
  });
  return png(svg, width);
}

export async function writeSiteImages(client: string): Promise<void> {
  writeFileSync(join(client, socialImage.path), await socialCard());
  writeFileSync(join(client, icons.svg), logoMarkSvg());
  writeFileSync(join(client, heroArt.path), heroArtSvg());
  writeFileSync(join(client, icons.png32), png(logoMarkSvg(), 32));
  writeFileSync(join(client, icons.appleTouch), png(logoMarkSvg({ rounded: false }), 180));
  for (const { src, size } of icons.manifest) writeFileSync(join(client, src), png(logoMarkSvg({ rounded: false }), size));
}
