/**
 * A month as the build checks it (a job's, 2026-11: app/content/model/year-month.ts) is asked with the
 * phone's own month picker, which writes it in that form: its hint here need not name the form (the
 * build's check, and the current editor's hint, where the owner types it, are unchanged).
 */
import { yearMonth } from "#app/content/model/year-month.ts";
import type { Field } from "./editor-model.ts";

export const isMonth = (field: Field) => field.pattern?.[0] === yearMonth.source;

/** The field's hint as this editor says it: a month's without the form it is written in. */
export const hintOf = (field: Field) => (field.hint && isMonth(field) ? field.hint.replace(/,? as YYYY-MM/, "") : field.hint);
