/**
 * The brand's drawings, in its colours (./tokens.ts): the logo mark, and the hero's artwork until
 * the owner supplies photos of the crew's work.
 */
import { palette } from "#app/brand/tokens.ts";
import { filePaths } from "#app/site/paths.ts";

const { forest, sun } = palette;

/** The mark on a 40×40 grid: a rounded canopy over an amber trunk. */
export const logoMark = {
  viewBox: "0 0 40 40",
  background: { rx: 10, fill: forest[800] },
  shapes: [
    { d: "M20 7c-6.5 0-11 4.6-11 10.2 0 4.4 3 7.6 7.4 8.4H23.6c4.4-.8 7.4-4 7.4-8.4C31 11.6 26.5 7 20 7Z", fill: forest[500] },
    {
      d: "M20 11c-4 0-7 2.9-7 6.3 0 1 .3 2 .8 2.8 1.4-3.2 3.6-5 6.2-5s4.8 1.8 6.2 5c.5-.8.8-1.8.8-2.8C27 13.9 24 11 20 11Z",
      fill: forest[300],
    },
    { d: "M18.6 22h2.8v11h-2.8z", fill: sun[400] },
  ],
  branches: { d: "m20 25 4-3.2M20 27.5l-3.6-2.8", stroke: sun[400], strokeWidth: 1.6 },
} as const;

/** The mark as a standalone SVG document; square corners for icons the platform rounds itself. */
export function logoMarkSvg({ rounded = true }: { rounded?: boolean } = {}): string {
  const { viewBox, background, shapes, branches } = logoMark;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">`,
    `<rect width="40" height="40" rx="${rounded ? background.rx : 0}" fill="${background.fill}"/>`,
    ...shapes.map((shape) => `<path d="${shape.d}" fill="${shape.fill}"/>`),
    `<path d="${branches.d}" stroke="${branches.stroke}" stroke-width="${branches.strokeWidth}" stroke-linecap="round" fill="none"/>`,
    "</svg>",
  ].join("");
}

/** Where the build writes the hero artwork (see heroArtSvg). */
export const heroArt = { path: filePaths.heroArt, width: 416, height: 312 } as const;

/**
 * A stand of stylised trees under the sun. A file, not markup, so no page carries it inline; its
 * fixed size lets a photo replace it without layout shift.
 */
export function heroArtSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240">
<circle cx="236" cy="62" r="30" fill="${sun[400]}" opacity="0.9"/>
<path d="M0 200c40-26 84-34 130-26s90 10 130-6 48-14 60-12v84H0Z" fill="${forest[600]}"/>
<g fill="${forest[500]}"><circle cx="92" cy="104" r="44"/><circle cx="60" cy="128" r="32"/><circle cx="126" cy="130" r="32"/></g>
<g fill="${forest[300]}" opacity="0.55"><circle cx="80" cy="92" r="18"/><circle cx="112" cy="112" r="12"/></g>
<path d="M88 150h9v52h-9z" fill="${forest[900]}"/>
<path d="M92.5 168 108 156M92.5 178 80 168" stroke="${forest[900]}" stroke-width="4" stroke-linecap="round"/>
<g fill="${forest[700]}"><path d="M214 96 182 168h64Z"/><path d="M214 122 176 190h76Z"/></g>
<path d="M210 186h8v26h-8z" fill="${forest[900]}"/>
<path d="M268 130c-14 18-20 34-20 48h40c0-14-6-30-20-48Z" fill="${forest[500]}"/>
<path d="M266 176h5v24h-5z" fill="${forest[900]}"/>
<path d="M0 214c56-14 116-16 180-8s104 6 140-4v38H0Z" fill="${forest[800]}"/>
</svg>
`;
}
