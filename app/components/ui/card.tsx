import type { HTMLAttributes } from "react";
import { cn } from "#app/lib/cn.ts";

/** The white, rounded, bordered panel that most content sits on. */
const cardClass = "rounded-2xl border border-forest-100 bg-white shadow-sm";

/** A card as whichever element the content is: a list item, an article, a figure, a section. */
export function Card({
  as: Element = "div",
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: "div" | "li" | "article" | "figure" | "section" }) {
  return <Element {...rest} className={cn(cardClass, className)} />;
}
