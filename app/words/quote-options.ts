/**
 * The quote form's choices (spec section 9): values sent to the owner, labels shown. Apart from the
 * form's copy so the service worker, which rebuilds a request from its fields, carries only these.
 */
import type { ServiceId } from "#app/content/catalogue.ts";

export const serviceOptions = [
  // A service is one id everywhere: the catalogue's, a job's, a suburb page's and this form's.
  { value: "tree-removal" satisfies ServiceId, label: "Tree Removal" },
  { value: "tree-pruning" satisfies ServiceId, label: "Tree Pruning" },
  { value: "stump-grinding" satisfies ServiceId, label: "Stump Grinding" },
  { value: "emergency" satisfies ServiceId, label: "Emergency Service" },
  { value: "multiple", label: "Multiple Services" },
  { value: "consultation", label: "General Consultation" },
] as const;

export const urgencyOptions = [
  { value: "emergency", label: "Emergency (ASAP)" },
  { value: "urgent", label: "Within 1 week" },
  { value: "soon", label: "Within 2-4 weeks" },
  { value: "flexible", label: "Flexible timing" },
] as const;
