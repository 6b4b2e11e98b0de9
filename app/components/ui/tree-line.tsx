import { cn } from "#app/lib/cn.ts";

/** A skyline of tree silhouettes for the foot of dark bands; fixed height, so it never shifts layout. */
export function TreeLine({ className = "text-forest-900", id }: { className?: string; id?: string }) {
  return (
    <svg
      id={id}
      viewBox="0 0 1200 80"
      preserveAspectRatio="none"
      className={cn("block h-12 w-full md:h-16", className)}
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M0 80V58c40-6 62-22 84-22s30 14 48 14 26-30 56-30 30 26 52 26 34-18 60-18 30 22 56 22 40-34 74-34 36 30 62 30 28-16 52-16 38 24 66 24 34-40 72-40 38 36 64 36 30-14 54-14 34 20 62 20 40-28 70-28 32 26 58 26 36-20 64-20 30 16 50 16 36-30 66-30 30 24 50 24v52Z"
      />
    </svg>
  );
}
