/**
 * The services and reasons the site shows, each written once and named by id. Pages pick them with
 * pickService and pickReason; a page that words one its own way passes that copy, while the icon
 * (and, unless the page names it otherwise, the title) always comes from here.
 */
import { emergencyHours } from "#app/content/facts.ts";
import type { Reason, ServiceCard } from "#app/content/types.ts";

/** The /services page's six services (spec section 2), with that page's copy as the default. */
const coreServices = {
  removal: {
    icon: "axe",
    title: "Tree Removal",
    description:
      "When a tree is dead, dangerous, diseased or simply in the wrong place, we take it down safely, often in sections by rope where there is no room to drop it whole.",
    features: [
      "Sectional removal over roofs, pools and fences",
      "Council permit checks and applications",
      "Chipping and removal of all green waste",
      "Stump grinding on the same visit if you need it",
    ],
  },
  pruning: {
    icon: "scissors",
    title: "Tree Pruning",
    description:
      "Good pruning keeps a tree healthy, safe and good-looking for years. Every cut we make follows Australian Standard AS 4373-2007, never lopping or topping.",
    features: [
      "Deadwooding, crown thinning and crown lifting",
      "Clearance from roofs, gutters and power lines",
      "Palm cleaning: dead fronds, nuts and seed pods",
      "Formative pruning for young trees",
    ],
  },
  health: {
    icon: "stethoscope",
    title: "Tree Health Assessment",
    description:
      "Yellowing leaves, dieback, fungi at the base or borers in the trunk? We find out what is wrong and tell you honestly whether the tree can be saved.",
    features: [
      "Inspection of crown, trunk, roots and soil",
      "Pest, disease and fungal problem diagnosis",
      "Plain-English advice on treatment options",
      "Written report on request",
    ],
  },
  stumps: {
    icon: "circle-dot",
    title: "Stump Grinding",
    description:
      "We grind old stumps out below ground level, so you can returf, replant or build without an eyesore or a trip hazard in the yard.",
    features: [
      "Grinding below ground level",
      "Surface roots followed and removed",
      "Grindings raked up or left as mulch",
      "Access through narrow side gates",
    ],
  },
  risk: {
    icon: "shield-alert",
    title: "Tree Risk Assessment",
    description:
      "A qualified look at whether a tree is likely to fail and what it could hit, so you can make a sound decision before storm season rather than after it.",
    features: [
      "Assessment of structure, defects and lean",
      "Targets identified: homes, cars, people, lines",
      "Practical options ranked by urgency",
      "Reports for councils, bodies corporate and buyers",
    ],
  },
  emergency: {
    icon: "siren",
    title: "Emergency Services",
    description: `Storms, strong winds and saturated sandy soils bring trees down on the coast. We respond ${emergencyHours} to make fallen and hanging trees safe.`,
    features: [
      `${emergencyHours} response for fallen and split trees`,
      "Trees cleared from houses, cars and driveways",
      "Storm damage cleanup",
      "Photos and reports for insurance claims",
    ],
  },
} satisfies Record<string, ServiceCard>;

/** Services only suburb pages show (the spec's focus services), each in that page's own words. */
const localServices = {
  heritage: { icon: "landmark", title: "Tree Health Assessment & Heritage Trees" },
  palms: { icon: "palmtree", title: "Palm Services" },
  commercial: { icon: "building", title: "Commercial Tree Services" },
  rural: { icon: "tractor", title: "Rural Tree Services" },
} satisfies Record<string, Pick<ServiceCard, "icon" | "title">>;

export type CoreServiceId = keyof typeof coreServices;
export type ServiceId = CoreServiceId | keyof typeof localServices;

/** Every service's icon and default title, by id. */
export const serviceCatalogue: Record<ServiceId, Pick<ServiceCard, "icon" | "title">> = { ...coreServices, ...localServices };

/** A page's own wording of a service: its description and features, and a title if it names it differently. */
export type ServiceCopy = Pick<ServiceCard, "description" | "features"> & { title?: string };

const isCoreService = (id: ServiceId): id is CoreServiceId => Object.hasOwn(coreServices, id);

/** A service card: the catalogue's icon and title with the /services copy, or the page's own copy. */
export function pickService(id: CoreServiceId, copy?: ServiceCopy): ServiceCard;
/** The suburb-only services have no default copy: the page must give its own. */
export function pickService(id: ServiceId, copy: ServiceCopy): ServiceCard;
export function pickService(id: ServiceId, copy?: ServiceCopy): ServiceCard {
  const { icon, title } = serviceCatalogue[id];
  const wording = copy ?? (isCoreService(id) ? coreServices[id] : undefined);
  if (!wording) throw new Error(`The "${id}" service has no default copy: pass the page's own.`);
  return { icon, title: copy?.title ?? title, description: wording.description, features: wording.features };
}

/**
 * Reasons to choose the business that more than one page gives. The default wording is the
 * /services page's, else the first page in the menu's order that shows it.
 */
const reasons = {
  qualified: {
    icon: "graduation-cap",
    title: "Qualified crew",
    description: "Our lead arborist holds a Diploma of Arboriculture, and every climber is qualified to AQF Level 3 or higher.",
  },
  insured: {
    icon: "shield-check",
    title: "Fully insured",
    description: "Public liability and professional indemnity insurance, with certificates available before we start.",
  },
  cleanup: {
    icon: "recycle",
    title: "A clean yard when we leave",
    description: "We rake, blow and take the green waste away, or leave the woodchip for your garden beds if you would like it.",
  },
  punctual: {
    icon: "clock",
    title: "Punctual",
    description: "We give you a time and we keep it. If weather or an emergency job changes the plan, we let you know before, not after.",
  },
  paperwork: {
    icon: "file-text",
    title: "Records for your insurer",
    description:
      "Our photos and written assessment give your insurer a clear record of what happened to the tree and what work was needed.",
  },
} satisfies Record<string, Reason>;

export type ReasonId = keyof typeof reasons;

/** A reason in the catalogue's words, or with the page's own title or description. */
export function pickReason(id: ReasonId, copy: { title?: string; description?: string } = {}): Reason {
  const reason = reasons[id];
  return { icon: reason.icon, title: copy.title ?? reason.title, description: copy.description ?? reason.description };
}
