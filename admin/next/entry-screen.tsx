/**
 * One entry's form: filled from the file as published, or from the changes kept on this device (said
 * in a sentence, with a way to throw them away); every change kept as it is typed; checked by the
 * build's content check, then published over the version it started from only (./content-backend.ts).
 */
import { useEffect, useState } from "react";
import type { ContentIndex } from "#app/content/entry-check.ts";
import { publishFile, type ContentBackend } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { entryChoices } from "./entry-choices.ts";
import { BrokenFile } from "./broken-file.tsx";
import { readFields, textOfFields } from "./entry-file.ts";
import { EntryPreview, hasPreview } from "./entry-preview.tsx";
import { words } from "./editor-words.ts";
import { FieldControl } from "./field-controls.tsx";
import { ClashChoice, ClashQuestion } from "./clash-question.tsx";
import { mergeForms, type Clash } from "./form-merge.ts";
import { buttonClass, type FormContext } from "./form-parts.ts";
import { withValue } from "./form-values.ts";
import { backInTheForm, type KeptChanges } from "./kept-changes.ts";
import { Notice, type NoticeState } from "./notice.tsx";
import { problemsAt, problemsWithin } from "./problem-places.ts";

interface Props {
  entry: EntryRef;
  backend: ContentBackend;
  kept: KeptChanges;
  index: ContentIndex;
  /** After every publish written, with its files and when Publish was pressed (ms): the build or the host is watched for it. */
  afterPublish?: (paths: string[], pressedAt: number) => void;
}

interface Form {
  fields: Record<string, unknown>;
  /** The file's text the form started from: a publish is written over it only (NO_FILE: there was none). */
  opened: string;
}

/** The form was opened on no file (none yet, or deleted elsewhere since): its publish makes one, refused if one was made meanwhile. */
const NO_FILE = "";

/** The form of a file's text as published (null: no file); undefined when the file cannot be read. */
function formOfFile(text: string | null): Form | undefined {
  const fields = readFields(text ?? "{}");
  return fields && { fields, opened: text ?? NO_FILE };
}

/** When Publish was pressed, for the build that follows it. */
const pressedNow = () => Date.now();

/** Changes kept on this device for the entry, as the form starts from them, with the sentence that says so. */
function keptStart(kept: KeptChanges, path: string): { form?: Form; notice?: NoticeState } {
  const back = kept.find(path);
  if (!back) return {};
  return {
    form: { fields: back.fields, opened: back.opened },
    notice: { tone: "kept", text: backInTheForm(new Date(back.at)), discard: true },
  };
}

export function EntryScreen({ entry, backend, kept, index, afterPublish }: Props) {
  const [start] = useState(() => keptStart(kept, entry.path));
  const [form, setForm] = useState<Form | undefined>(start.form);
  const [notice, setNotice] = useState<{ said: NoticeState; time: number } | undefined>(start.notice && { said: start.notice, time: 0 });
  /** Says `said` (nothing: puts the last notice away), as a new notice even in the same words: brought into view. */
  const say = (said?: NoticeState) => setNotice((last) => said && { said, time: (last?.time ?? 0) + 1 });
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const [clashes, setClashes] = useState<Clash[]>([]);
  /** The file was changed by hand and cannot be read: no form, no Publish, only what happened. */
  const [broken, setBroken] = useState(false);

  // The phone's connection lost and found again, said as it happens.
  useEffect(() => {
    const lost = () =>
      setNotice((last) => ({ said: { tone: "kept", text: words.connectionLost, untilOnline: true }, time: (last?.time ?? 0) + 1 }));
    const back = () =>
      setNotice((last) => (last?.said.untilOnline ? { said: { tone: "done", text: words.connectionBack }, time: last.time + 1 } : last));
    addEventListener("offline", lost);
    addEventListener("online", back);
    return () => {
      removeEventListener("offline", lost);
      removeEventListener("online", back);
    };
  }, []);

  /** The form filled from the file's `text` as published; none, and said, when the file cannot be read. */
  const fillWith = (text: string | null) => {
    const filled = formOfFile(text);
    setBroken(!filled);
    setForm(filled);
  };
  const fillFromFile = async () => fillWith(await backend.read(entry.path));

  // Filled from the file as published, unless changes kept on this device fill it (keptStart).
  useEffect(() => {
    if (start.form) return;
    backend.read(entry.path).then(
      (text) => {
        const filled = formOfFile(text);
        setBroken(!filled);
        setForm(filled);
      },
      () => setNotice({ said: { tone: "problem", text: words.cannotOpen }, time: 1 }),
    );
  }, [backend, entry.path, start]);

  /** Put back as last published: the changes kept on this phone, if any, go on over it; else the file as it is now. */
  const restored = () => {
    const back = keptStart(kept, entry.path);
    if (back.form) {
      setBroken(false);
      setForm(back.form);
    } else void fillFromFile().catch(() => undefined);
  };

  const change = (path: (string | number)[], value: unknown) =>
    setForm((now) => {
      if (!now) return now;
      const fields = withValue(now.fields, path, value) as Record<string, unknown>;
      kept.keep(entry.path, fields, now.opened);
      return { ...now, fields };
    });

  const discard = async () => {
    kept.forget(entry.path);
    setProblems([]);
    await fillFromFile().catch(() => undefined);
    say({ tone: "done", text: words.discarded });
  };

  /** Checks and publishes `publishing` (`merged`: with changes published elsewhere merged into it). */
  async function publish(publishing = form, merged = false) {
    if (!publishing) return;
    setBusy(words.checking);
    try {
      const { checkForm } = await import("./check-form.ts");
      const refused = checkForm(entry, publishing.fields, index);
      setProblems(refused);
      if (refused.length > 0) return say({ tone: "problem", text: words.fixFirst, list: refused });
      setBusy(words.publishing);
      const text = await textOfFields(publishing.fields, entry.fields);
      const sentBefore = kept.find(entry.path)?.sent;
      kept.sending(entry.path, publishing.fields, publishing.opened, text);
      const pressedAt = pressedNow();
      const outcome = await publishFile(
        backend,
        entry.path,
        text,
        publishing.opened === NO_FILE ? null : publishing.opened,
        `Change ${entry.label}`,
      );
      // The file is what the owner published (now, or earlier, its answer lost on the way back): theirs, not changed elsewhere.
      if (!outcome.written && outcome.savedText !== null && outcome.savedText === sentBefore && sentBefore !== text)
        return await publish({ fields: publishing.fields, opened: sentBefore });
      if (outcome.written || outcome.savedText === text) {
        kept.forget(entry.path);
        setForm({ fields: publishing.fields, opened: text });
        afterPublish?.([entry.path], pressedAt);
        return say({ tone: "done", text: merged ? words.publishedWithTheirs : words.published });
      }
      // Published elsewhere since: both kept where they changed different fields; a question where they changed the same one.
      // Deleted elsewhere since: merged as empty, and published as a new file.
      const published = outcome.savedText ?? NO_FILE;
      const publishedFields = readFields(published || "{}");
      // Changed by hand since, and no longer readable: nothing to merge with; the changes stay kept on this phone.
      if (!publishedFields) return setBroken(true);
      const merge = mergeForms(
        readFields(publishing.opened || "{}") ?? {},
        published === NO_FILE ? null : publishedFields,
        publishing.fields,
      );
      const next = { fields: merge.merged as Record<string, unknown>, opened: published };
      kept.keep(entry.path, next.fields, next.opened);
      setForm(next);
      if (merge.clashes.length === 0) return await publish(next, true);
      setClashes(merge.clashes);
      say({ tone: "problem", text: words.bothChanged });
    } catch {
      say({ tone: "problem", text: words.noConnection, untilOnline: true });
    } finally {
      setBusy(undefined);
    }
  }

  /** The owner's answer for one field both sides changed: its value in the form; Publish once every one is answered. */
  const keep = (clash: Clash, value: unknown) => {
    change(clash.path, value);
    const left = clashes.filter((each) => each !== clash);
    setClashes(left);
    if (left.length === 0) say({ tone: "kept", text: words.chosen });
  };

  const context: FormContext = {
    change,
    problemsOf: (chain, whole) => problemsAt(problems, chain, whole),
    // A section is opened where the check refused something in it, or where two changes meet.
    problemsWithin: (chain) => [
      ...problemsWithin(problems, chain),
      ...clashes
        .filter((clash) => entry.fields.find((field) => field.name === clash.path[0])?.label === chain[0])
        .map(() => words.chooseWhich),
    ],
    renderBeside: (path) => {
      const clash = clashes.find((each) => each.path.join("/") === path.join("/"));
      return clash ? <ClashChoice clash={clash} fields={entry.fields} onKeep={keep} /> : null;
    },
    choicesOf: (collection) => entryChoices(index, collection),
    renderControl: (props) => <FieldControl {...props} form={context} />,
  };

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-forest-900">{entry.label}</h1>
      {notice ? <Notice key={notice.time} notice={notice.said} onDiscard={discard} onClose={() => say()} /> : null}
      {clashes.length > 0 ? <ClashQuestion clashes={clashes} fields={entry.fields} onKeep={keep} placed={!previewing} /> : null}
      {broken ? <BrokenFile label={entry.label} path={entry.path} onRestored={restored} /> : null}
      {form && !broken && previewing ? <EntryPreview entry={entry} fields={form.fields} index={index} /> : null}
      {form && !broken && !previewing ? (
        <form className="grid gap-6" onSubmit={(event) => event.preventDefault()}>
          {entry.fields.map((field) => (
            <FieldControl key={field.name} field={field} path={[field.name]} value={form.fields[field.name]} chain={[]} form={context} />
          ))}
        </form>
      ) : null}
      <p className="text-base text-slate-600">{words.keptHere}</p>
      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t-2 border-forest-100 bg-paper/95 px-4 py-3">
        {hasPreview(entry.path) && !broken ? (
          <button type="button" className={buttonClass} onClick={() => setPreviewing(!previewing)}>
            {previewing ? words.hidePreview : words.preview}
          </button>
        ) : null}
        <button
          type="button"
          disabled={!form || broken || busy !== undefined || clashes.length > 0}
          onClick={() => void publish()}
          className="ml-auto inline-flex min-h-12 min-w-28 items-center justify-center rounded-lg bg-sun-400 px-6 text-lg font-bold text-forest-950 shadow-sm disabled:opacity-60"
        >
          {busy ?? words.publish}
        </button>
      </div>
    </div>
  );
}
