/**
 * An entry's form as its screen holds it: filled from the file as published (a new entry's from its
 * fields' defaults), unless changes kept on this device fill it; read again when asked; every change
 * kept on the device as it is made. null: the file was changed by hand and cannot be read.
 */
import { useEffect, useState, type Dispatch, type SetStateAction } from "react";
import type { ContentBackend } from "./content-backend.ts";
import type { EntryRef } from "./editor-model.ts";
import { formOfFile, keptStart, type Adding, type Form } from "./entry-form-start.ts";
import { withValue } from "./form-values.ts";
import type { KeptChanges } from "./kept-changes.ts";
import { defaultsOf } from "./new-entry.ts";
import type { NoticeState } from "./notice.tsx";
import { words } from "./editor-words.ts";

interface Where {
  entry: EntryRef;
  backend: ContentBackend;
  kept: KeptChanges;
  /** Where the form's changes are kept: by its file, or a new one's key until it has one. */
  keptKey: string;
  adding: Adding | undefined;
  start: ReturnType<typeof keptStart>;
}

/** The screen's notice, set when the file cannot be read (no connection). */
type SetNotice = Dispatch<SetStateAction<{ said: NoticeState; time: number } | undefined>>;

export function useEntryForm({ entry, backend, kept, keptKey, adding, start }: Where, setNotice: SetNotice) {
  // null: no form, no Publish, only what happened (./broken-file.tsx).
  const [form, setForm] = useState<Form | null | undefined>(start.form ?? (adding && { fields: defaultsOf(entry.fields), opened: null }));
  const fillFromFile = async () => {
    if (adding) return setForm({ fields: defaultsOf(entry.fields), opened: null });
    setForm((await formOfFile(entry.path, await backend.read(entry.path))) ?? null);
  };

  // Filled from the file as published, unless changes kept on this device fill it (keptStart).
  useEffect(() => {
    if (start.form || adding) return;
    backend
      .read(entry.path)
      .then(async (text) => setForm((await formOfFile(entry.path, text)) ?? null))
      .catch(() => setNotice({ said: { tone: "problem", text: words.cannotOpen }, time: 1 }));
  }, [backend, entry.path, start, adding, setNotice]);

  /** Put back as last published: the changes kept on this phone, if any, go on over it; else the file as it is now. */
  const restored = () => {
    const back = keptStart(kept, keptKey).form;
    if (back) setForm(back);
    else void fillFromFile().catch(() => undefined);
  };

  const change = (path: (string | number)[], value: unknown) =>
    setForm((now) => {
      if (!now) return now;
      const fields = withValue(now.fields, path, value) as Record<string, unknown>;
      kept.keep(keptKey, fields, now.opened);
      return { ...now, fields };
    });

  return { form, setForm, fillFromFile, restored, change };
}
