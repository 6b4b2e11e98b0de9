/** Every icon on the site, by its name in lucide; the build draws each into one cached SVG sprite. */
export const iconNames = [
  "axe", "scissors", "stethoscope", "circle-dot", "shield-alert", "siren", "palmtree", "building", "tractor",
  "landmark", "leaf", "cloud-lightning", "wind", "zap", "house", "car", "tree-pine", "trees", "award",
  "shield-check", "clock", "phone", "file-text", "graduation-cap", "ruler", "badge-check", "users",
  "calendar-check", "thumbs-up", "map-pin", "hard-hat", "recycle", "droplets", "search-check",
  // The interface's own: buttons, lists, links, notices.
  "menu", "x", "check", "circle-check", "circle-alert", "triangle-alert", "chevron-down", "chevron-right",
  "arrow-right", "external-link", "mail", "star",
] as const;

export type IconName = (typeof iconNames)[number];
