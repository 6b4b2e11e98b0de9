/** The brand's colours and logo geometry: the header logo, favicons, manifest and social card share them. */
export const brandColours = {
  forest: "#1a4428",
  forestDark: "#0a1d10",
  leaf: "#3d8a52",
  leafLight: "#8bbd97",
  sun: "#fbbf24",
  paper: "#fafaf6",
} as const;

/** The mark on a 40×40 grid: a rounded canopy over an amber trunk. */
export const logoMark = {
  viewBox: "0 0 40 40",
  background: { rx: 10, fill: brandColours.forest },
  shapes: [
    { d: "M20 7c-6.5 0-11 4.6-11 10.2 0 4.4 3 7.6 7.4 8.4H23.6c4.4-.8 7.4-4 7.4-8.4C31 11.6 26.5 7 20 7Z", fill: brandColours.leaf },
    { d: "M20 11c-4 0-7 2.9-7 6.3 0 1 .3 2 .8 2.8 1.4-3.2 3.6-5 6.2-5s4.8 1.8 6.2 5c.5-.8.8-1.8.8-2.8C27 13.9 24 11 20 11Z", fill: brandColours.leafLight },
    { d: "M18.6 22h2.8v11h-2.8z", fill: brandColours.sun },
  ],
  branches: { d: "m20 25 4-3.2M20 27.5l-3.6-2.8", stroke: brandColours.sun, strokeWidth: 1.6 },
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
