import { settings } from "#app/settings/settings.ts";
import { filePaths } from "#app/site/paths.ts";

/** Absolute URL of a site path, with no trailing slash (the home page is the bare origin). */
export function absoluteUrl(path: string, origin: string = settings.siteOrigin): string {
  return path === "/" ? origin : `${origin}${path.replace(/\/+$/, "")}`;
}

/** The social sharing image (spec: 1200x630), written by the build. */
export const socialImage = { path: filePaths.socialCard, width: 1200, height: 630 } as const;
