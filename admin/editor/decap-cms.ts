/**
 * Decap CMS's global `CMS` (its script, loaded before the editor's by admin/index.html), typed once
 * for the calls this editor makes, and its copy of React's `h` for a widget. Read when called, not
 * when imported, so a module that imports this runs in tests without Decap.
 */
import type { ImmutableMap } from "./decap-store.ts";

/** What Decap hands each kind of listener: a save always has its entry; a delete may not. */
interface DecapEvents {
  preSave: { entry: ImmutableMap };
  postSave: { entry: ImmutableMap };
  preUnpublish: { entry?: ImmutableMap };
  postUnpublish: { entry?: ImmutableMap };
}

type Phrases = Record<string, unknown>;

interface DecapCms {
  init(options: { config: Record<string, unknown> }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: { fromFile(text: string): unknown; toFile(data: unknown, topLevel?: string[]): string },
  ): void;
  registerEventListener<Name extends keyof DecapEvents>(listener: { name: Name; handler: (event: DecapEvents[Name]) => unknown }): void;
  registerWidget(name: string, control: unknown): void;
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
}

interface DecapGlobals {
  CMS: DecapCms;
  h: (type: string, props: Record<string, unknown>) => unknown;
}

export const decapCms = () => (window as unknown as DecapGlobals).CMS;
/** React's createElement as Decap's script exposes it, for a widget written without JSX. */
export const decapH = () => (window as unknown as DecapGlobals).h;
