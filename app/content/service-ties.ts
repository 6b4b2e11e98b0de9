/**
 * The content check's rules for services (./entry-check.ts): every service a suburb page or a job
 * names is a file of content/services, and a service that something names is not retired. The
 * build and the editor hold an entry to them; `npm run cms`'s local backend refuses the delete.
 */
import type * as z from "zod";
import { problemAt } from "#app/content/owner-words.ts";
import { andList } from "#app/lib/and-list.ts";
import { isRecord } from "#app/lib/is-record.ts";

/** An entry that names services, as the owner knows it: Suburb page "Coolum Beach", Services page. */
export interface ServiceUser {
  label: string;
  services: string[];
}

type Services = Record<string, { title: string }>;

/** Where a job (`service`) or a suburb page (`services.items[n].service`) names a service. */
function namedAt(data: Record<string, unknown>): [PropertyKey[], unknown][] {
  const items = isRecord(data.services) && Array.isArray(data.services.items) ? data.services.items : [];
  return [
    ...("service" in data ? [[["service"], data.service] as [PropertyKey[], unknown]] : []),
    ...items.map((item, index): [PropertyKey[], unknown] => [
      ["services", "items", index, "service"],
      isRecord(item) ? item.service : undefined,
    ]),
  ];
}

/** A name that is no service's, in the owner's words, with the services there are. */
export function unknownServices(label: string, shape: z.ZodType, data: unknown, services: Services): string[] {
  if (!isRecord(data)) return [];
  const choices = Object.values(services)
    .map((service) => service.title)
    .join(", ");
  return namedAt(data)
    .filter(([, id]) => typeof id === "string" && id !== "" && !Object.hasOwn(services, id))
    .map(([path, id]) => problemAt(label, shape, path, `: there is no service "${String(id)}" any more: choose one of ${choices}`));
}

/** Why a service may not be retired, naming every entry that names it, in one sentence. None: it may go. */
export function retireRefusals(id: string, services: Services, users: ServiceUser[]): string[] {
  const naming = users.filter((user) => user.services.includes(id)).map((user) => user.label);
  if (naming.length === 0) return [];
  return [`Service "${services[id]?.title ?? id}" is named by ${andList(naming)}: take it off there first.`];
}
