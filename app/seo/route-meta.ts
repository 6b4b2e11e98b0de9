import type { Location } from "react-router";
import type { PageMeta } from "../content/types.ts";
import { findPageRoute, normalizePath } from "../route-table.ts";
import { pageMeta, type MetaInput } from "./meta.ts";

/** A route's meta: its content's title, description and keywords, with the canonical from the route table. */
export function routeMeta(meta: PageMeta, location: Location, ogType?: MetaInput["ogType"]) {
  const canonicalPath = findPageRoute(location.pathname)?.canonicalPath ?? normalizePath(location.pathname);
  return pageMeta({ ...meta, canonicalPath, ogType });
}
