import type { ReactNode } from "react";

/**
 * A part of the page fetched when it comes near the viewport (app/browser/lazy-fragments.ts): the
 * placeholder holds its place meanwhile. Without JavaScript, or if the fragment cannot be fetched
 * (the script then marks the element `data-failed`), the fallback shows instead of the placeholder.
 */
export function LazyFragment({ src, placeholder, fallback }: { src: string; placeholder: ReactNode; fallback: ReactNode }) {
  return (
    <div data-fragment-src={src} aria-busy="true" className="group/fragment">
      <div className="group-data-failed/fragment:hidden noscript:hidden">{placeholder}</div>
      <div className="hidden group-data-failed/fragment:block noscript:block">{fallback}</div>
    </div>
  );
}
