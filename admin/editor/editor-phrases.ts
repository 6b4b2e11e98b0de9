/**
 * Decap's own English, where it speaks as to a developer. A field its rule refuses said "Phone
 * number didn't match the pattern: …"; it now says what to type, in the words the site's content
 * rules give (app/content: "an Australian phone number, as people read it (for example …)"). The
 * toolbar's way back names where it goes, short enough for a phone; the media library is the photos.
 */
import { decapCms } from "./decap-cms.ts";

type Phrases = Record<string, unknown>;

/** The photos' library, empty. */
const NO_PHOTOS = "No photos yet: press Upload to add one from this phone or computer.";

/** `phrases` with the entries of `changes` put in, however deep. */
const merged = (phrases: Phrases, changes: Phrases): Phrases =>
  Object.fromEntries(
    [...new Set([...Object.keys(phrases), ...Object.keys(changes)])].map((key) => {
      const [was, now] = [phrases[key], changes[key]];
      const nested = typeof was === "object" && was !== null && typeof now === "object" && now !== null;
      return [key, nested ? merged(was as Phrases, now as Phrases) : (now ?? was)];
    }),
  );

export function ownerWords() {
  const CMS = decapCms();
  const english = CMS.getLocale("en");
  if (!english) return;
  CMS.registerLocale(
    "en",
    merged(english, {
      editor: {
        editorControlPane: { widget: { regexPattern: "%{fieldLabel}: type %{pattern}." } },
        // "Writing in Business and storm notice collection", cut to "…collec…" on a phone: where the link goes.
        editorToolbar: { backCollection: " Back to %{collectionLabel}" },
      },
      // The photos' library: "Media assets" and "No assets found." said what a developer calls them.
      mediaLibrary: {
        mediaLibrary: { onDelete: "Delete the selected photo from the site?" },
        mediaLibraryModal: {
          mediaAssets: "Photos",
          images: "Photos",
          noAssetsFound: NO_PHOTOS,
          noImagesFound: NO_PHOTOS,
          noResults: "No photo has a name with those letters.",
          loading: "Loading the photos…",
          search: "Find a photo by its name…",
        },
      },
    }),
  );
}
