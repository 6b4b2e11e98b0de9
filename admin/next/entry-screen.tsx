/**
 * One entry's form: filled from the file as published, or from the changes kept on this device (said
 * in a sentence, with a way to throw them away); every change kept as it is typed; checked by the
 * build's content check, then published over the version it started from only (./content-backend.ts).
 */
import { useEffect, useState } from "react";
import type { ContentIndex } from "#app/content/entry-check.ts";
import type { ContentBackend } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { entryChoices } from "./entry-choices.ts";
import { emptyFileText, fieldsOfFile, fileOfFields } from "./entry-file.ts";
import { changesOfPublish } from "./entry-publish.ts";
import { EntryPreview, hasPreview } from "./entry-preview.tsx";
import { words } from "./editor-words.ts";
import { FieldControl } from "./field-controls.tsx";
import { ClashQuestion } from "./clash-question.tsx";
import { mergeForms, type Clash } from "./form-merge.ts";
import { buttonClass, type FormContext } from "./form-parts.ts";
import { withValue } from "./form-values.ts";
import { backInTheForm, type KeptChanges } from "./kept-changes.ts";
import { Notice, type NoticeState } from "./notice.tsx";
import { problemsAt, problemsWithin } from "./problem-places.ts";
import { publishFailure } from "./publish-failure.ts";

interface Props {
  entry: EntryRef;
  backend: ContentBackend;
  kept: KeptChanges;
  index: ContentIndex;
}

interface Form {
  fields: Record<string, unknown>;
  /** The file's text the form started from: a publish is written over it only. */
  opened: string;
}

/** Changes kept on this device for the entry, as the form starts from them, with the sentence that says so. */
function keptStart(kept: KeptChanges, path: string): { form?: Form; notice?: NoticeState } {
  const back = kept.find(path);
  if (!back) return {};
  return {
    form: { fields: back.fields, opened: back.opened },
    notice: { tone: "kept", text: backInTheForm(new Date(back.at)), discard: true },
  };
}

export function EntryScreen({ entry, backend, kept, index, afterPublish }: Props & { afterPublish?: (paths: string[]) => void }) {
  const [start] = useState(() => keptStart(kept, entry.path));
  const [form, setForm] = useState<Form | undefined>(start.form);
  const [notice, setNotice] = useState<{ said: NoticeState; time: number } | undefined>(start.notice && { said: start.notice, time: 0 });
  /** Says `said` (nothing: puts the last notice away), as a new notice even in the same words: brought into view. */
  const say = (said?: NoticeState) => setNotice((last) => said && { said, time: (last?.time ?? 0) + 1 });
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const [clashes, setClashes] = useState<Clash[]>([]);

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

  const fillFromFile = async () => {
    const text = (await backend.read(entry.path)) ?? emptyFileText(entry.path);
    setForm({ fields: await fieldsOfFile(entry.path, text), opened: text });
  };

  // Filled from the file as published, unless changes kept on this device fill it (keptStart).
  useEffect(() => {
    if (start.form) return;
    backend
      .read(entry.path)
      .then(async (text) => setForm({ fields: await fieldsOfFile(entry.path, text), opened: text ?? emptyFileText(entry.path) }))
      .catch(() => setNotice({ said: { tone: "problem", text: words.cannotOpen }, time: 1 }));
  }, [backend, entry.path, start]);

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
  async function publish(publishing = form, merged = false, retries = 2) {
    if (!publishing) return;
    setBusy(words.checking);
    try {
      const { checkForm } = await import("./check-form.ts");
      const refused = checkForm(entry, publishing.fields, index);
      setProblems(refused);
      if (refused.length > 0) return say({ tone: "problem", text: words.fixFirst, list: refused });
      setBusy(words.publishing);
      const text = await fileOfFields(entry.path, publishing.fields, entry.fields, publishing.opened);
      const sentBefore = kept.find(entry.path)?.sent;
      kept.sending(entry.path, publishing.fields, publishing.opened, text);
      // With it, what else the change needs (a post's new address: its old one in Moved pages, ./entry-publish.ts).
      const { changes, said } = await changesOfPublish(backend, entry, publishing, text);
      const outcome = await backend.publishFiles(changes, `Change ${entry.label}`);
      // Another file of the publish changed since it was read: read again, and the publish made anew.
      if (!outcome.written && outcome.path !== entry.path) {
        if (retries > 0) return await publish(publishing, merged, retries - 1);
        throw new Error(`${outcome.path} keeps changing`);
      }
      // The file is what the owner published (now, or earlier, its answer lost on the way back): theirs, not changed elsewhere.
      if (!outcome.written && outcome.savedText !== null && outcome.savedText === sentBefore && sentBefore !== text)
        return await publish({ fields: publishing.fields, opened: sentBefore });
      if (outcome.written || outcome.savedText === text) {
        kept.forget(entry.path);
        setForm({ fields: publishing.fields, opened: text });
        afterPublish?.(changes.map((each) => each.path));
        return say({ tone: "done", text: [merged ? words.publishedWithTheirs : words.published, ...said].join(" ") });
      }
      // Published elsewhere since: both kept where they changed different fields; a question where they changed the same one.
      const published = outcome.savedText ?? emptyFileText(entry.path);
      const merge = mergeForms(
        await fieldsOfFile(entry.path, publishing.opened),
        await fieldsOfFile(entry.path, published),
        publishing.fields,
      );
      const next = { fields: merge.merged as Record<string, unknown>, opened: published };
      kept.keep(entry.path, next.fields, next.opened);
      setForm(next);
      if (merge.clashes.length === 0) return await publish(next, true);
      setClashes(merge.clashes);
      say({ tone: "problem", text: words.bothChanged });
    } catch (error) {
      say(publishFailure(error));
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
    problems,
    problemsOf: (chain, whole) => problemsAt(problems, chain, whole),
    problemsWithin: (chain) => problemsWithin(problems, chain),
    choicesOf: (collection) => entryChoices(index, collection),
    renderControl: (props) => <FieldControl {...props} form={context} />,
  };

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-forest-900">{entry.label}</h1>
      {notice ? <Notice key={notice.time} notice={notice.said} onDiscard={discard} onClose={() => say()} /> : null}
      {clashes.length > 0 ? <ClashQuestion clashes={clashes} fields={entry.fields} onKeep={keep} /> : null}
      {form && previewing ? <EntryPreview path={entry.path} fields={form.fields} /> : null}
      {form && !previewing ? (
        <form className="grid gap-6" onSubmit={(event) => event.preventDefault()}>
          {entry.fields.map((field) => (
            <FieldControl key={field.name} field={field} path={[field.name]} value={form.fields[field.name]} chain={[]} form={context} />
          ))}
        </form>
      ) : null}
      <p className="text-base text-slate-600">{words.keptHere}</p>
      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t-2 border-forest-100 bg-paper/95 px-4 py-3">
        {hasPreview(entry.path) ? (
          <button type="button" className={buttonClass} onClick={() => setPreviewing(!previewing)}>
            {previewing ? words.hidePreview : words.preview}
          </button>
        ) : null}
        <button
          type="button"
          disabled={!form || busy !== undefined || clashes.length > 0}
          onClick={() => void publish()}
          className="ml-auto inline-flex min-h-12 min-w-28 items-center justify-center rounded-lg bg-sun-400 px-6 text-lg font-bold text-forest-950 shadow-sm disabled:opacity-60"
        >
          {busy ?? words.publish}
        </button>
      </div>
    </div>
  );
}
