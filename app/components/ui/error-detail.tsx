import { islandCopy } from "#app/words-in-code/island-copy.ts";
import { paths } from "#app/site/paths.ts";

/**
 * Spec section 8: an unexpected error shows this fallback with the error's message (the root gives
 * a routing error's status as its message). Also the quote form's island's, so it imports no router.
 */
export function ErrorDetail({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert">
      <h1 className="text-2xl font-bold text-forest-900">{islandCopy.errorHeading}</h1>
      <p className="mt-4 text-slate-700">{detail}</p>
      <a href={paths.home} className="mt-6 inline-block font-semibold text-forest-700 underline">
        {islandCopy.homeLink}
      </a>
    </div>
  );
}
