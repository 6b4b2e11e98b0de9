import type { ReactNode } from "react";
import { business, telHref } from "~/content/business";
import { siteCopy } from "~/content/site-copy";
import { paths } from "~/paths";
import { Icon } from "./icon";

const base =
  "inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors";

/** The click-to-call button: amber, the site's one call-to-action colour. */
export function CallButton({ label = siteCopy.callLabel, className = "" }: { label?: string; className?: string }) {
  return (
    <a href={telHref} className={`${base} bg-sun-400 text-forest-950 shadow-sm hover:bg-sun-300 ${className}`}>
      <Icon name="phone" className="size-5" />
      <span>
        {label} {business.phone.display}
      </span>
    </a>
  );
}

/** The secondary action beside the call button, on dark or light bands. */
export function QuoteLink({
  label = siteCopy.quoteLabel,
  to = paths.contact,
  tone = "dark",
  className = "",
}: {
  label?: string;
  to?: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  const colours =
    tone === "dark"
      ? "border-2 border-white/80 text-white hover:bg-white/10"
      : "border-2 border-forest-700 text-forest-800 hover:bg-forest-50";
  return (
    <a href={to} className={`${base} ${colours} ${className}`}>
      {label}
    </a>
  );
}

/** The phone number as a plain link with its icon, for contact lists. */
export function PhoneLink({ className, iconClassName = "size-5" }: { className: string; iconClassName?: string }) {
  return (
    <a href={telHref} className={`inline-flex min-h-11 items-center hover:underline ${className}`}>
      <Icon name="phone" className={iconClassName} />
      {business.phone.display}
    </a>
  );
}

/** An inline text link styled for body copy. */
export const textLinkClass =
  "font-semibold text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700";

/** A text link with an arrow, leading on to another page. */
export function ArrowLink({ href, children, className = "" }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={`inline-flex min-h-11 items-center gap-2 ${textLinkClass} ${className}`}>
      {children}
      <Icon name="arrow-right" className="size-4" />
    </a>
  );
}
