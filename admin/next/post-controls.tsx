/**
 * A blog post's own controls: its address, in plain words with the web address it makes; and its
 * text (./post-text.tsx), loaded when a post is opened, not with the editor.
 */
import { lazy, Suspense, useId } from "react";
import { postPath } from "#app/site/paths.ts";
import { postWords } from "./post-words.ts";
import { inputClass, problemClass, type ControlProps } from "./form-parts.ts";
import { addressProblems } from "./post-fields.ts";

const PostText = lazy(() => import("./post-text.tsx"));

/** The post's address (the shape's slug), and what it becomes: "/blog/how-to-tell-if-a-tree-is-dying". */
export function AddressControl({ field, path, value, form }: ControlProps) {
  const id = useId();
  const address = typeof value === "string" ? value : "";
  const problems = addressProblems(form.problems ?? []);
  return (
    <div className="grid gap-1.5" data-field={field.name}>
      <label htmlFor={id} className="text-base font-semibold text-forest-900">
        {postWords.addressLabel}
      </label>
      <p id={`${id}-hint`} className="text-base text-slate-600">
        {postWords.addressHint}
      </p>
      <input
        id={id}
        type="text"
        inputMode="url"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-describedby={`${id}-hint ${id}-becomes`}
        value={address}
        onChange={(event) => form.change(path, event.target.value)}
        className={inputClass}
      />
      <p id={`${id}-becomes`} className="text-base break-all text-slate-700">
        {postWords.addressBecomes} <strong className="font-semibold text-forest-900">{postPath(address.trim())}</strong>
      </p>
      {problems.map((problem) => (
        <p key={problem} className={problemClass} role="alert">
          {problem}
        </p>
      ))}
    </div>
  );
}

/** The post's text, its buttons and paste, once its module has come. */
export function PostTextControl(props: ControlProps) {
  return (
    <Suspense fallback={<p className="text-base text-slate-600">{postWords.textOpening}</p>}>
      <PostText {...props} />
    </Suspense>
  );
}
