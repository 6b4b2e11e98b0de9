import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/not-found";
import { siteCopy } from "~/content/site-copy";
import { fullTitle } from "~/seo/meta";

export const meta: Route.MetaFunction = () => [
  { title: fullTitle(siteCopy.notFound.metaTitle) },
  { name: "description", content: siteCopy.notFound.metaDescription },
  { name: "robots", content: "noindex" },
];

/** Spec section 8: the not-found page; the unknown path is logged to the console. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);
  const copy = siteCopy.notFound;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-extrabold text-forest-800">{copy.heading}</h1>
      <p className="mt-4 text-2xl text-slate-700">{copy.text}</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-forest-800 px-6 font-semibold text-white hover:bg-forest-700"
      >
        {copy.homeLink}
      </Link>
    </div>
  );
}
