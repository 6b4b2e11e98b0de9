import { business } from "~/content/business";

/** The brand mark: a rounded canopy over a trunk, drawn in the brand greens. */
export function LogoMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#1a4428" />
      <path d="M20 7c-6.5 0-11 4.6-11 10.2 0 4.4 3 7.6 7.4 8.4H23.6c4.4-.8 7.4-4 7.4-8.4C31 11.6 26.5 7 20 7Z" fill="#3d8a52" />
      <path d="M20 11c-4 0-7 2.9-7 6.3 0 1 .3 2 .8 2.8 1.4-3.2 3.6-5 6.2-5s4.8 1.8 6.2 5c.5-.8.8-1.8.8-2.8C27 13.9 24 11 20 11Z" fill="#8bbd97" />
      <path d="M18.6 22h2.8v11h-2.8z" fill="#fbbf24" />
      <path d="m20 25 4-3.2M20 27.5l-3.6-2.8" stroke="#fbbf24" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-extrabold tracking-tight text-forest-900">{business.name}</span>
        <span className="text-xs font-medium text-forest-700">{business.region} arborists</span>
      </span>
    </span>
  );
}
