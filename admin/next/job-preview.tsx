/**
 * A job as the Our work page shows it (the site's JobGallery: its lead photo with its stage, what and
 * where, its story, the other photos), from the unsaved form. The photos are the originals the form
 * names, as `npm run cms` serves them: the build makes the sizes each screen needs.
 */
import { JobGallery } from "#app/components/sections/job-cards.tsx";
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { ShownJob } from "#app/media/show-jobs.server.ts";
import { suburbCanonicalPath } from "#app/site/paths.ts";
import { monthAndYear } from "#app/words-in-code/site-copy.ts";
import ourWork from "../../content/pages/our-work.json" with { type: "json" };
import { entryChoices } from "./entry-choices.ts";
import { listOf, textOf } from "./preview-values.ts";

/** A photo not chosen yet, or while it loads: the site's own placeholder colour shows through. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";
const stageLabels: Record<string, string> = ourWork.stageLabels;

function shownJob(fields: Record<string, unknown>, index: ContentIndex): ShownJob {
  const suburb = textOf(fields.suburb);
  const service = textOf(fields.service);
  const month = textOf(fields.month);
  return {
    slug: "preview",
    title: textOf(fields.title),
    story: textOf(fields.story),
    month,
    when: /^\d{4}-\d{2}$/.test(month) ? monthAndYear(month) : month,
    service: { id: service, title: index.catalogue.services[service as keyof typeof index.catalogue.services]?.title ?? service },
    suburb: {
      name: entryChoices(index, "suburbs").find((choice) => choice.value === suburb)?.label ?? suburb,
      path: suburbCanonicalPath(suburb),
    },
    photos: (listOf(fields.photos).length > 0 ? listOf(fields.photos) : [{}]).map((photo) => {
      const src = textOf(photo.image) || NOTHING;
      return {
        image: { src, srcset: "", sizes: "", width: 800, height: 600, alt: textOf(photo.alt), placeholder: NOTHING, sources: [] },
        stage: stageLabels[textOf(photo.stage)] ?? textOf(photo.stage),
      };
    }),
  };
}

export default function JobPreview({ fields, index }: { fields: Record<string, unknown>; index: ContentIndex }) {
  return (
    <div className="mx-auto max-w-md">
      <JobGallery jobs={[shownJob(fields, index)]} />
    </div>
  );
}
