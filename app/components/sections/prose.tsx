import type { TextSection } from "~/content/types";

/** Paragraphs of running text at a comfortable measure. */
export function Prose({ paragraphs }: { paragraphs: TextSection["paragraphs"] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}
