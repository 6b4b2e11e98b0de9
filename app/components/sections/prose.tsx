import { CheckList } from "#app/components/sections/check-list.tsx";
import type { TextSection } from "#app/content/model/blocks.ts";

/** Paragraphs of running text at a comfortable measure, and the points they lead to, if any. */
export function Prose({ paragraphs, points }: { paragraphs: TextSection["paragraphs"]; points?: string[] }) {
  return (
    <>
      <div className="max-w-3xl space-y-4 text-lg text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {points && (
        <div className="mt-6">
          <CheckList items={points} />
        </div>
      )}
    </>
  );
}
