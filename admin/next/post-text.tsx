/**
 * A blog post's text: Markdown, as the site reads it, in a plain text area (the phone's own keyboard,
 * spelling and selection), with buttons a thumb can press for what a post is made of: a heading, a
 * subheading, bold words, a list, a link (./post-text-edits.ts). Pasted from Word or a web page, the
 * text keeps its words and is written as Markdown (./paste-markdown.ts); its pictures are left out,
 * and the owner told so beside the text. The content check's refusals of the text show beside it.
 * Loaded when a post is opened.
 */
import { useId, useLayoutEffect, useRef, useState, type ClipboardEvent } from "react";
import { postWords } from "./post-words.ts";
import { buttonClass, inputClass, problemClass, type ControlProps } from "./form-parts.ts";
import { hintOf } from "./month-field.ts";
import { pastedMarkdown } from "./paste-markdown.ts";
import { applyEdit, type EditKind, type TextEdit } from "./post-text-edits.ts";

const buttons: { kind: EditKind; label: string; className: string }[] = [
  { kind: "heading", label: postWords.heading, className: "font-bold" },
  { kind: "subheading", label: postWords.subheading, className: "font-semibold" },
  { kind: "bold", label: postWords.bold, className: "font-extrabold" },
  { kind: "list", label: postWords.list, className: "" },
  { kind: "link", label: postWords.link, className: "underline" },
];

export default function PostText({ field, path, value, chain, form }: ControlProps) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const text = typeof value === "string" ? value : "";
  const [leftOut, setLeftOut] = useState(false);
  /** Where the selection goes once the edited text is drawn. */
  const selection = useRef<{ start: number; end: number }>(undefined);
  const problems = form.problemsOf([...chain, field.label]);

  useLayoutEffect(() => {
    const wanted = selection.current;
    if (!wanted || !box.current) return;
    selection.current = undefined;
    box.current.focus();
    box.current.setSelectionRange(wanted.start, wanted.end);
  });

  const put = (edit: TextEdit) => {
    selection.current = { start: edit.start, end: edit.end };
    form.change(path, edit.text);
  };

  const press = (kind: EditKind) => {
    const area = box.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    put(applyEdit(kind, { text, start, end }, postWords.linkWords));
  };

  const paste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = event.clipboardData.getData("text/html");
    if (!html) return setLeftOut(false);
    event.preventDefault();
    const { markdown, leftOut: pictures } = pastedMarkdown(html);
    const { selectionStart: start, selectionEnd: end } = event.currentTarget;
    const at = start + markdown.length;
    put({ text: `${text.slice(0, start)}${markdown}${text.slice(end)}`, start: at, end: at });
    setLeftOut(pictures);
  };

  return (
    <div className="grid gap-1.5" data-field={field.name}>
      <label htmlFor={id} className="text-base font-semibold text-forest-900">
        {field.label}
      </label>
      <p id={`${id}-hint`} className="text-base text-slate-600">
        {hintOf(field) ?? postWords.textHint}
      </p>
      <div role="toolbar" aria-controls={id} aria-label={postWords.toolbar} className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <button
            key={button.kind}
            type="button"
            // The text area keeps its selection: the button acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => press(button.kind)}
            className={`${buttonClass} min-h-12 px-3 ${button.className}`}
          >
            {button.label}
          </button>
        ))}
      </div>
      <textarea
        ref={box}
        id={id}
        aria-describedby={`${id}-hint`}
        rows={16}
        value={text}
        onChange={(event) => form.change(path, event.target.value)}
        onPaste={paste}
        className={`${inputClass} leading-relaxed`}
      />
      {leftOut ? (
        <p role="status" className="rounded-md bg-sun-300/50 px-3 py-2 text-base font-medium text-forest-950">
          {postWords.pastedWithoutPictures}
        </p>
      ) : null}
      {problems.map((problem) => (
        <p key={problem} className={problemClass} role="alert">
          {problem}
        </p>
      ))}
    </div>
  );
}
