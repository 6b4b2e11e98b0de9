import type { Route } from "./+types/not-found";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths } from "#app/site/paths.ts";
import { InlineScript } from "#app/components/ui/inline-script.tsx";
import { fullTitle } from "#app/seo/meta.ts";

export const meta: Route.MetaFunction = () => [
  { title: fullTitle(siteCopy.notFound.metaTitle) },
  { name: "description", content: siteCopy.notFound.metaDescription },
  { name: "robots", content: "noindex" },
  // The address asked for may hold a visitor's email address or phone number: the page a link here
  // opens is not told it (nor would a quote request be counted under it, app/counts/count-event.ts).
  { name: "referrer", content: "no-referrer" },
];

/**
 * Spec section 2: the unknown path is logged to the console. One render of this page is served
 * for every unknown path, so the browser reads the path itself.
 */
const logUnknownPath = `console.error(${JSON.stringify(siteCopy.notFound.consoleMessage)},location.pathname)`;

/** Spec section 8: the not-found page. */
export default function NotFound() {
  const copy = siteCopy.notFound;
  return (
    // data-missing: the counter counts this page as a missing page, with its path less what looks personal (app/browser/counter.ts).
    <div data-missing="" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-extrabold text-forest-800">{copy.heading}</h1>
      <p className="mt-4 text-2xl text-slate-700">{copy.text}</p>
      <a
        href={paths.home}
        className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-forest-800 px-6 font-semibold text-white hover:bg-forest-700"
      >
        {copy.homeLink}
      </a>
      <InlineScript code={logUnknownPath} />
    </div>
  );
}
