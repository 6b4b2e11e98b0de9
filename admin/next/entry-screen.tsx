/**
 * One entry's form: filled from the file as published, or from the changes kept on this device (said
 * in a sentence, with a way to throw them away); every change kept as it is typed; checked by the
 * build's content check, then published over the version it started from only (./content-backend.ts).
 * A new entry's form publishes a new file (./new-entry.ts); Delete and Earlier versions: ./entry-actions.tsx.
 */
import { useState } from "react";
import { useConnectionNotice } from "./connection-notice.ts";
import { keptStart, publishedAs, type EntryScreenProps as Props } from "./entry-form-start.ts";
import { useEntryForm } from "./entry-form.ts";
import { BrokenFile } from "./broken-file.tsx";
import { entryChoices } from "./entry-choices.ts";
import { EntryPreview } from "./entry-preview.tsx";
import { EntryActions } from "./entry-actions.tsx";
import { publishWords, words } from "./editor-words.ts";
import { FieldControl } from "./field-controls.tsx";
import { clashPlaces, ClashQuestion } from "./clash-question.tsx";
import type { Clash } from "./form-merge.ts";
import type { FormContext } from "./form-parts.ts";
import { Notice, type NoticeState } from "./notice.tsx";
import { pendingPhotos } from "./pending-photos.ts";
import { problemsAt, problemsWithin } from "./problem-places.ts";
import { publishFailure } from "./publish-failure.ts";
import { filesOfPublish, mergedWithPublished, publishOrFindIt } from "./publish-files.ts";
import type { DeleteOutcome } from "./entry-delete.ts";
import { namesAFile } from "./new-entry.ts";

/** When Publish was pressed, for the build that follows it (outside the component: a render reads no clock). */
const pressedNow = () => Date.now();

export function EntryScreen({ entry, backend, kept, index, afterPublish, singular, adding, onDeleted, onPublished }: Props) {
  /** Where the form's changes are kept: by its file, or a new one's key until it has one. */
  const keptKey = adding?.keptKey ?? entry.path;
  const [start] = useState(() => keptStart(kept, keptKey));
  const [notice, setNotice] = useState<{ said: NoticeState; time: number } | undefined>(start.notice && { said: start.notice, time: 0 });
  const { form, setForm, fillFromFile, restored, change } = useEntryForm({ entry, backend, kept, keptKey, adding, start }, setNotice);
  /** Says `said` (nothing: puts the last notice away), as a new notice even in the same words: brought into view. */
  const say = (said?: NoticeState) => setNotice((last) => said && { said, time: (last?.time ?? 0) + 1 });
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState<string>();
  const [previewing, setPreviewing] = useState(false);
  const [clashes, setClashes] = useState<Clash[]>([]);
  // The photos picked in this form, kept on the phone until they are published with it.
  const [photos] = useState(() => pendingPhotos(keptKey));

  // The phone's connection lost and found again, said as it happens.
  useConnectionNotice(setNotice);

  const discard = async () => {
    kept.forget(keptKey);
    await photos.forget();
    setProblems([]);
    await fillFromFile().catch(() => undefined);
    say({ tone: "done", text: words.discarded });
  };

  /** Checks and publishes `publishing` (`merged`: with changes published elsewhere merged into it). */
  async function publish(publishing = form, merged = false, retries = 2) {
    if (!publishing) return;
    setBusy(words.checking);
    try {
      // A new entry's file is named from its fields as it is published.
      const { path, file } = publishedAs(entry, adding, publishing.fields);
      if (adding && !namesAFile(path)) return say({ tone: "problem", text: words.nameNeedsLetters(entry.label) });
      const { checkForm, linksOfForm } = await import("./check-form.ts");
      const refused = checkForm({ ...entry, path, file }, publishing.fields, index);
      setProblems(refused);
      if (refused.length > 0) return say({ tone: "problem", text: words.fixFirst, list: refused });
      // A photo the form names that is neither picked here nor published (this phone's storage cleared, or deleted since).
      const lost = await photos.missing(publishing.fields, backend);
      if (lost.length > 0) return say({ tone: "problem", text: words.fixFirst, list: lost.map(words.photoMissing) });
      setBusy(words.publishing);
      const { text, said, changes } = await filesOfPublish(backend, entry, publishing, { path, adding: adding !== undefined }, photos);
      const { sent: sentBefore, sentAt: sentAtBefore } = kept.find(keptKey) ?? {};
      kept.sending(keptKey, publishing.fields, publishing.opened, text);
      const pressedAt = pressedNow();
      const outcome = await publishOrFindIt(backend, changes, adding ? `Add ${entry.label} ${file}` : `Change ${entry.label}`, path, text);
      // Another file of the publish changed since it was read: read again, and the publish made anew.
      if (!outcome.written && outcome.path !== path) {
        if (retries > 0) return await publish(publishing, merged, retries - 1);
        throw new Error(`${outcome.path} keeps changing`);
      }
      // The file is what the owner published (now, or earlier, its answer lost on the way back): theirs, not changed elsewhere.
      if (!outcome.written && outcome.savedText !== null && outcome.savedText === sentBefore && sentBefore !== text)
        return await publish({ fields: publishing.fields, opened: sentBefore });
      if (outcome.written || outcome.savedText === text) {
        kept.forget(keptKey);
        await photos.published();
        setForm({ fields: publishing.fields, opened: text });
        // As the index names an entry in a refusal: 'Blog post "Signs a tree is dying"', or a page's own name.
        if (!adding) onPublished?.(linksOfForm(entry, publishing.fields, singular ? `${singular} "${entry.label}"` : entry.label));
        // What the form has to say beyond "published": the changes of others kept, an old address sent on.
        const note = [...(merged ? [publishWords.theirsKeptToo] : []), ...said].join(" ");
        // Found already in the file, sent by an earlier Publish whose answer was lost: its build followed that one.
        const sentAt = !outcome.written && sentBefore === text && sentAtBefore ? Date.parse(sentAtBefore) : pressedAt;
        if (afterPublish) {
          say();
          const published = changes.map((each) => each.path);
          afterPublish(published, sentAt, note || undefined, outcome.commit);
        }
        if (adding) return adding.onAdded(path, publishing.fields);
        if (afterPublish) return;
        return say({ tone: "done", text: [merged ? words.publishedWithTheirs : words.published, ...said].join(" ") });
      }
      // A new entry's name taken by a file published since the index was made: refused, nothing written.
      if (adding) {
        return say({ tone: "problem", text: words.nameTaken(entry.label, adding.nameOf(publishing.fields) || file) });
      }
      // Published elsewhere since: both kept where they changed different fields; a question where they changed the same one.
      const merge = await mergedWithPublished(entry.path, publishing, outcome.savedText);
      // Changed by hand since, and no longer readable: nothing to merge with; the changes stay kept on this phone.
      if (!merge) return setForm(null);
      const { next } = merge;
      kept.keep(keptKey, next.fields, next.opened);
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

  /** An earlier version's fields in the form, kept as a change: published only with Publish. */
  const putBack = (fields: Record<string, unknown>, when: string) => {
    if (!form) return;
    kept.keep(keptKey, fields, form.opened);
    setForm({ ...form, fields });
    setProblems([]);
    say({ tone: "kept", text: words.putBack(entry.label, when) });
  };

  const deleted = (outcome: DeleteOutcome) => {
    if (!outcome.deleted) return say({ tone: "problem", text: outcome.said, list: outcome.list });
    kept.forget(keptKey);
    afterPublish?.(outcome.paths, pressedNow(), outcome.said, outcome.commit);
    onDeleted?.(outcome);
  };

  const places = clashPlaces(clashes, entry.fields, keep);
  // A new entry is seen, and checked, as the file it will be published as: its preview before its first Publish.
  const seen = adding && form ? { ...entry, ...publishedAs(entry, adding, form.fields) } : entry;
  const context: FormContext = {
    change,
    problems,
    problemsOf: (chain, whole) => problemsAt(problems, chain, whole),
    // A section is opened where the check refused something in it, or where two changes meet.
    problemsWithin: (chain) => [...problemsWithin(problems, chain), ...places.within(chain)],
    renderBeside: places.renderBeside,
    choicesOf: (collection) => entryChoices(index, collection),
    renderControl: (props) => <FieldControl {...props} form={context} />,
    photos: { backend, pending: photos },
  };

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-forest-900">{adding ? words.newOne(entry.label) : entry.label}</h1>
      {notice ? <Notice key={notice.time} notice={notice.said} onDiscard={discard} onClose={() => say()} /> : null}
      {clashes.length > 0 ? <ClashQuestion clashes={clashes} fields={entry.fields} onKeep={keep} placed={!previewing} /> : null}
      {form === null ? <BrokenFile label={entry.label} path={entry.path} onRestored={restored} /> : null}
      {form && previewing ? <EntryPreview entry={seen} fields={form.fields} index={index} backend={backend} kept={kept} /> : null}
      {form && !previewing ? (
        <form className="grid gap-6" onSubmit={(event) => event.preventDefault()}>
          {entry.fields.map((field) => (
            <FieldControl key={field.name} field={field} path={[field.name]} value={form.fields[field.name]} chain={[]} form={context} />
          ))}
        </form>
      ) : null}
      <p className="text-base text-slate-600">{words.keptHere}</p>
      {form === null ? null : (
        <EntryActions
          entry={entry}
          previewPath={seen.path}
          backend={backend}
          index={index}
          singular={adding ? undefined : singular}
          adding={adding !== undefined}
          now={form?.fields}
          busy={busy}
          canPublish={form !== undefined && busy === undefined && clashes.length === 0}
          previewing={previewing}
          onPreview={() => setPreviewing(!previewing)}
          onPublish={() => void publish()}
          onPut={putBack}
          onDeleted={deleted}
        />
      )}
    </div>
  );
}
