import { logoMark } from "#app/brand/artwork.ts";
import { business } from "#app/content/business.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";

/** The brand mark: a rounded canopy over a trunk, drawn in the brand greens. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  const { viewBox, background, shapes, branches } = logoMark;
  return (
    <svg viewBox={viewBox} className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx={background.rx} fill={background.fill} />
      {shapes.map((shape) => (
        <path key={shape.d} d={shape.d} fill={shape.fill} />
      ))}
      <path d={branches.d} stroke={branches.stroke} strokeWidth={branches.strokeWidth} strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold tracking-tight text-forest-900">{business.name}</span>
        <span className="text-xs font-medium text-forest-700">{siteCopy.logoSubtitle(business.region)}</span>
      </span>
    </span>
  );
}
