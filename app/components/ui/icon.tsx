import type { IconName } from "#app/content/icon-names.ts";
import { filePaths } from "#app/site/paths.ts";

/**
 * A decorative icon from the sprite the build writes: one cached file instead of every icon's
 * code in every page's JavaScript. The text beside it carries the meaning. Stroke and fill are
 * set here and inherited by the drawing, so `filled` paints a solid icon (the rating stars).
 */
export function Icon({ name, className = "size-6", filled = false }: { name: IconName; className?: string; filled?: boolean }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${filePaths.iconSprite}#${name}`} />
    </svg>
  );
}
