import type { PageMeta } from "#app/content/model/blocks.ts";
import { pageMeta, type MetaInput } from "#app/seo/meta.ts";
import { pageContextOf } from "#app/layout-data/page-context.ts";

/** A route's meta: its content's title, description and keywords, with the canonical path of the page. */
export function routeMeta(
  meta: PageMeta,
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[],
  ogType?: MetaInput["ogType"],
) {
  return pageMeta({ ...meta, canonicalPath: pageContextOf(matches).canonicalPath, ogType });
}
