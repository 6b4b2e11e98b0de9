import type { BuiltImage } from "#app/media/slots.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * A photo from the image pipeline: AVIF, then WebP, then JPEG, each at every width, over its own
 * placeholder: a 24-px picture that the browser's scaling softens, with no CSS filter to paint (an
 * <img> of a data URL: the CSP allows no inline style). Lazy unless it is the page's largest paint:
 * then `priority` loads it first.
 */
export function Picture({
  image,
  priority = false,
  crop = false,
  className,
}: {
  image: BuiltImage;
  priority?: boolean;
  /** Fill the box `className` gives (an aspect ratio), cropping the photo to it. */
  crop?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("relative overflow-hidden bg-forest-100", className)}>
      <img src={image.placeholder} alt="" aria-hidden="true" className="absolute inset-0 size-full object-cover" />
      <picture>
        {image.sources.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcset} sizes={image.sizes} />
        ))}
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes={image.sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
          decoding="async"
          className={crop ? "absolute inset-0 size-full object-cover" : "relative block h-auto w-full"}
        />
      </picture>
    </div>
  );
}
