import type { Route } from "./+types/offline";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths } from "#app/site/paths.ts";
import { Hero } from "#app/components/sections/hero.tsx";
import { fullTitle } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => [
  { title: fullTitle(siteCopy.offline.metaTitle) },
  { name: "description", content: siteCopy.offline.metaDescription },
  { name: "robots", content: "noindex" },
];

/** What the service worker shows, offline, for a page the visitor has not opened before. */
export default function Offline() {
  const copy = siteCopy.offline;
  const homeLink = (
    <a href={paths.home} className="mt-8 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4">
      {copy.homeLink}
    </a>
  );
  return <Hero hero={{ ...copy.hero, highlights: [] }} extra={homeLink} />;
}
