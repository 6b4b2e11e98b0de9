/**
 * Where images are shown, and what the pipeline (images.server.ts) makes for each: the `sizes` a
 * browser picks a width by, and the widest the slot shows an image, in CSS pixels, which is the
 * narrowest original the build accepts for it.
 */
export const imageFormats = ["avif", "webp", "jpeg"] as const;

/** Widths made of every original, up to its own width: one ladder for every slot, so a photo shown in two places is encoded once. */
export const imageWidths = [480, 800, 1200, 1600] as const;
/** An original at least this wide is sharp in every slot on every screen. */
export const sharpEverywhereWidth = imageWidths.at(-1)!;

export interface ImageSlot {
  /** For messages: "a post's hero". */
  name: string;
  sizes: string;
  minWidth: number;
}

export const imageSlots = {
  /** Across a post's text column (max-w-3xl less its padding). */
  postHero: { name: "a post's top photo", sizes: "(min-width: 768px) 736px, calc(100vw - 32px)", minWidth: 736 },
  /** A job's card: one column up to 768 px, two to 1024 px, three in max-w-6xl. */
  jobCard: {
    name: "a job's card",
    sizes:
      "(min-width: 1152px) 360px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 768px) calc((100vw - 56px) / 2), calc(100vw - 32px)",
    minWidth: 736,
  },
  /** A job's other photos, three across inside its card. */
  jobThumb: {
    name: "a job's small photo",
    sizes:
      "(min-width: 1152px) 104px, (min-width: 1024px) calc((100vw - 80px) / 9 - 20px), (min-width: 768px) calc((100vw - 56px) / 6 - 20px), calc((100vw - 88px) / 3)",
    minWidth: 240,
  },
} as const satisfies Record<string, ImageSlot>;

/** The widest any slot shows a photo: an original at least this wide is never shown larger than it is. */
export const widestSlotWidth = Math.max(...Object.values(imageSlots).map((slot) => slot.minWidth));

/** What a <picture> needs: files by format and width, the size, the alt text and a placeholder. */
export interface BuiltImage {
  alt: string;
  /** The original's size, upright: the box the browser keeps for it before it loads. */
  width: number;
  height: number;
  /** A 24-px-wide blurred WebP as a data URL, shown until the photo arrives. */
  placeholder: string;
  sizes: string;
  sources: { type: "image/avif" | "image/webp"; srcset: string }[];
  /** The JPEG fallback. */
  src: string;
  srcset: string;
}
