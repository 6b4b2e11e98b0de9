import { isRouteErrorResponse } from "react-router";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths } from "#app/site/paths.ts";

/** Spec section 8: an unexpected error shows this fallback with the error's message or status. */
export function ErrorDetail({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert">
      <h1 className="text-2xl font-bold text-forest-900">{siteCopy.errorPage.heading}</h1>
      <p className="mt-4 text-slate-700">{detail}</p>
      <a href={paths.home} className="mt-6 inline-block font-semibold text-forest-700 underline">
        {siteCopy.notFound.homeLink}
      </a>
    </div>
  );
}
