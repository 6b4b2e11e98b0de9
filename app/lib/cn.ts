import { clsx, type ClassValue } from "clsx";

/**
 * Class names from parts: falsy parts dropped, no stray spaces. Components merge a caller's
 * className with their own through this. (Callers never pass a class that conflicts with a
 * component's own, so tailwind-merge is not needed.)
 */
export const cn = (...parts: ClassValue[]) => clsx(parts);
