/**
 * The services and reasons the site shows, each written once and named by id: a service is a file of
 * content/services (its id the file's name), the reasons are content/catalogue.json's. A page's file
 * names one by its id (`{ "service": "tree-removal" }`, `{ "reason": "insured" }`), with its own title
 * or words if the page says it differently; the icon, and anything the page leaves out, come from the
 * catalogue. The service ids are the owner's: suburb files, page files, jobs and the quote form's
 * values name them, and the content check (entry-check.ts) holds each name to a service that exists.
 */
import type { Reason, ServiceCard } from "#app/content/model/blocks.ts";
import { isRecord } from "#app/lib/is-record.ts";

export const reasonIds = ["qualified", "insured", "cleanup", "punctual", "paperwork"] as const;

/** A service's id: its file's name in content/services. */
export type ServiceId = string;
type ReasonId = (typeof reasonIds)[number];

type ServiceEntry = Pick<ServiceCard, "icon" | "title"> & Partial<Pick<ServiceCard, "description" | "features">>;
export interface Catalogue {
  /** In the services' `order`. */
  services: Record<ServiceId, ServiceEntry>;
  reasons: Record<ReasonId, Reason>;
}

/** A page's own wording of a service: its description and features, and a title if it names it differently. */
export type ServiceCopy = Partial<Pick<ServiceCard, "description" | "features" | "title">>;

/** Thrown for a catalogue entry a page cannot use, naming the field, for the build's message. */
export class CatalogueError extends Error {}

/** A service card: the catalogue's icon and title with its copy, or the page's own copy. */
export function pickService(catalogue: Catalogue, id: ServiceId, copy: ServiceCopy = {}): ServiceCard {
  const entry = catalogue.services[id];
  if (!entry) throw new CatalogueError(`there is no service "${id}": choose one of ${Object.keys(catalogue.services).join(", ")}`);
  const { icon, title, ...defaults } = entry;
  const description = copy.description ?? defaults.description;
  const features = copy.features ?? defaults.features;
  if (description === undefined || features === undefined)
    throw new CatalogueError(`the "${id}" service has no default copy: give the page's own`);
  return { icon, title: copy.title ?? title, description, features };
}

/** A reason in the catalogue's words, or with the page's own title or description. */
function pickReason(catalogue: Catalogue, id: ReasonId, copy: Partial<Pick<Reason, "title" | "description">> = {}): Reason {
  const reason = catalogue.reasons[id];
  return { icon: reason.icon, title: copy.title ?? reason.title, description: copy.description ?? reason.description };
}

const given = (item: unknown) => item !== undefined && item !== null && item !== "" && !(Array.isArray(item) && item.length === 0);
const isId = <T extends string>(ids: readonly T[], value: unknown): value is T => ids.includes(value as T);

/**
 * A page file's content with every `{ "service": id, … }` and `{ "reason": id, … }` made whole from
 * the catalogue. An unknown id, or a service with no words anywhere, throws naming the field.
 */
export function withCatalogue(value: unknown, catalogue: Catalogue, field = ""): unknown {
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key));
  if (Array.isArray(value)) return value.map((item, index) => withCatalogue(item, catalogue, at(index)));
  if (!isRecord(value)) return value;
  const { service, reason, ...own } = value;
  // The editor writes a field the owner left empty as "" (or []): the catalogue's words then stand.
  const copy = Object.fromEntries(Object.entries(own).filter(([, item]) => given(item)));
  const fail = (problem: string) => new CatalogueError(`${field || "(the whole file)"}: ${problem}`);
  if (given(service)) {
    const serviceIds = Object.keys(catalogue.services);
    if (!isId(serviceIds, service)) throw fail(`"service" must be one of ${serviceIds.join(", ")}, not ${JSON.stringify(service)}`);
    try {
      return pickService(catalogue, service, copy as ServiceCopy);
    } catch (error) {
      throw error instanceof CatalogueError ? fail(error.message) : error;
    }
  }
  if (given(reason)) {
    if (!isId(reasonIds, reason)) throw fail(`"reason" must be one of ${reasonIds.join(", ")}, not ${JSON.stringify(reason)}`);
    return pickReason(catalogue, reason, copy as Partial<Reason>);
  }
  const written = Object.entries(value).filter(([key, item]) => given(item) || (key !== "service" && key !== "reason"));
  return Object.fromEntries(written.map(([key, item]) => [key, withCatalogue(item, catalogue, at(key))]));
}
