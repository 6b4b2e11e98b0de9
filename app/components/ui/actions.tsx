import type { ReactNode } from "react";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { cn } from "#app/lib/cn.ts";
import { paths } from "#app/site/paths.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { actionClass } from "#app/components/ui/action-class.ts";

/** The secondary action beside the call button, on the dark hero and call-to-action bands. */
export function QuoteLink({ label = siteCopy.quoteLabel, to = paths.contact }: { label?: string; to?: string }) {
  return (
    <a href={to} className={cn(actionClass, "border-2 border-white/80 text-white hover:bg-white/10")}>
      {label}
    </a>
  );
}

/** An inline text link styled for body copy. */
export const textLinkClass = "font-semibold text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700";

/** A text link with an arrow, leading on to another page. */
export function ArrowLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={cn("inline-flex min-h-11 items-center gap-2", textLinkClass, className)}>
      {children}
      <Icon name="arrow-right" className="size-4" />
    </a>
  );
}
