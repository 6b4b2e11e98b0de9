/** The main menu, in the specification's order. The footer's Quick Links repeat it. */
export const mainMenu = [
  { label: "Home", href: "/" },
  { label: "Services", href: "/services" },
  { label: "About", href: "/about" },
  { label: "Areas Served", href: "/areas" },
  { label: "Blog", href: "/blog/arborists-vs-tree-loppers" },
  { label: "Storm Cleanup", href: "/storm-cleanup" },
  { label: "Testimonials", href: "/testimonials" },
  { label: "Contact", href: "/contact" },
] as const;

export type MenuEntry = (typeof mainMenu)[number];
