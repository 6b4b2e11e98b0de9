import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { ClientEntry } from "#app/site/client-entries.ts";
import { identifierPrefix, IslandRoot } from "#app/islands/island-root.tsx";
import { BUSINESS_FACTS_ELEMENT, factsAsFiled } from "#app/content/business.ts";
import { scriptJson } from "#app/lib/script-json.ts";

/**
 * A component that runs in the browser on an otherwise static page. It is prerendered as its own
 * React root, exactly as `hydrateIsland` (./hydrate.tsx) will hydrate it, with its props beside it
 * as JSON, and the business facts its script reads from the page, not from its bundle
 * (scripts/build/business-facts-plugin.ts). The page's route must list the island's script in its handle.
 */
export function Island<Props extends object>({
  name,
  component,
  props,
}: {
  name: ClientEntry;
  component: ComponentType<Props>;
  props: Props;
}) {
  const html = renderToString(<IslandRoot component={component} props={props} />, { identifierPrefix: identifierPrefix(name) });
  return (
    <>
      <div data-island={name} dangerouslySetInnerHTML={{ __html: html }} />
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      <script type="application/json" id={BUSINESS_FACTS_ELEMENT} dangerouslySetInnerHTML={{ __html: scriptJson(factsAsFiled) }} />
    </>
  );
}
