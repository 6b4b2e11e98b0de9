import { ICON_SPRITE, type IconName } from "~/content/icon-names";

/**
 * A decorative content icon, drawn from the sprite the build writes (one cached file instead of
 * every icon's code in every page's JavaScript); the text beside it carries the meaning.
 */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
