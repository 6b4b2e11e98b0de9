/** What the editor says after something happened: kept changes back, a refusal, a publish; with what the owner can do next. */
import { useEffect, useRef } from "react";
import { buttonClass } from "./form-parts.ts";
import { words } from "./editor-words.ts";

export interface NoticeState {
  tone: "kept" | "problem" | "done";
  text: string;
  /** The check's refusals, one a line. */
  list?: string[];
  /** Kept changes that may be thrown away. */
  discard?: boolean;
  /** Said of a lost connection: followed by a word when it is back. */
  untilOnline?: boolean;
  /** What to do, or the detail, under the first line; and where to see it (a page of the site, opened beside the editor). */
  detail?: string;
  link?: { href: string; label: string };
  /** Buttons that act on it: "Put back Business facts as published at 3:42 pm today". */
  actions?: { label: string; run: () => void }[];
}

const tones = {
  kept: "border-sun-500 bg-sun-300/40 text-forest-950",
  problem: "border-red-700 bg-red-50 text-red-900",
  done: "border-forest-600 bg-forest-50 text-forest-900",
};

/** `quiet`: said while the owner may be busy elsewhere in the form (the host's build, minutes later): read out, not scrolled to. */
export function Notice(props: { notice: NoticeState; onDiscard: () => void; onClose: () => void; quiet?: boolean }) {
  const { notice, quiet } = props;
  const shown = useRef<HTMLDivElement>(null);
  // Publish sits at the foot of the screen: what it came to is brought into view, wherever the owner was.
  useEffect(() => {
    // Chromium's scrolling methods now answer with a promise, which an effect must not return.
    if (!quiet) void shown.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [quiet]);
  return (
    <div ref={shown} role="status" className={`grid scroll-mt-20 gap-3 rounded-xl border-l-8 p-4 text-base ${tones[notice.tone]}`}>
      <p className="font-semibold">{notice.text}</p>
      {notice.detail ? <p className="whitespace-pre-line">{notice.detail}</p> : null}
      {notice.link ? (
        <a className="inline-flex min-h-12 items-center font-semibold underline" href={notice.link.href} target="_blank" rel="noreferrer">
          {notice.link.label}
        </a>
      ) : null}
      {notice.list ? (
        <ul className="grid list-disc gap-1 pl-5">
          {notice.list.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {notice.actions?.map((action) => (
          <button key={action.label} type="button" className={`${buttonClass} text-left`} onClick={action.run}>
            {action.label}
          </button>
        ))}
        {notice.discard ? (
          <button type="button" className={buttonClass} onClick={props.onDiscard}>
            {words.discard}
          </button>
        ) : null}
        {notice.discard ? null : (
          <button type="button" className={buttonClass} onClick={props.onClose}>
            {words.understood}
          </button>
        )}
      </div>
    </div>
  );
}
