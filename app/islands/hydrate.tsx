import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import type { ClientEntry } from "#app/site/client-entries.ts";
import { identifierPrefix, IslandRoot, islandSelector, propsSelector } from "#app/islands/island-root.tsx";

/** Brings a prerendered island (./island.tsx) to life: the entry script of that island calls this. */
export function hydrateIsland<Props extends object>(name: ClientEntry, component: ComponentType<Props>) {
  const container = document.querySelector(islandSelector(name));
  if (!container) return;
  const props = JSON.parse(document.querySelector(propsSelector(name))?.textContent ?? "{}") as Props;
  // As a transition: React hydrates in slices of a few milliseconds, yielding to the browser between
  // them, rather than in one long task that holds a tap on the page (Lighthouse's TBT).
  startTransition(() => {
    hydrateRoot(container, <IslandRoot component={component} props={props} />, { identifierPrefix: identifierPrefix(name) });
  });
}
