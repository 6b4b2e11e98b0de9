import type { Location } from "react-router";
import type { PageMeta } from "../content/types.ts";
import { canonicalPathOf } from "../route-table.ts";
import { pageMeta, type MetaInput } from "./meta.ts";

/** A route's meta: its content's title, description and keywords, with the canonical from the route table. */
export function routeMeta(meta: PageMeta, location: Location, ogType?: MetaInput["ogType"]) {
  return pageMeta({ ...meta, canonicalPath: canonicalPathOf(location.pathname), ogType });
}
