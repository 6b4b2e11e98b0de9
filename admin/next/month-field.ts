/**
 * A month as the build checks it (a job's, 2026-11: app/content/model/year-month.ts). Where the
 * browser has a month picker (Chrome, Safari on a phone) it writes the month in that form, so its
 * hint need not name the form. Where it has none (Firefox: a month field is a text box) the owner
 * types it as they say it ("November 2026", "Nov 2026", "11/2026" or "2026-11"), read here into the
 * file's form, and the hint says how. The build's check is unchanged.
 */
import { yearMonth } from "#app/content/model/year-month.ts";
import type { Field } from "./editor-model.ts";
import { monthWords } from "./editor-words.ts";

export const isMonth = (field: Field) => field.pattern?.[0] === yearMonth.source;

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/** Whether this browser draws a month field as a month picker (false: a text box, as in Firefox). */
export function hasMonthPicker(): boolean {
  // Drawn outside a browser (a test's markup), the picker is assumed, as most phones have one.
  if (typeof document === "undefined") return true;
  const input = document.createElement("input");
  input.setAttribute("type", "month");
  return input.type === "month";
}

const twoDigits = (month: number) => String(month).padStart(2, "0");
const asMonth = (year: number, month: number) => (month >= 1 && month <= 12 ? `${year}-${twoDigits(month)}` : undefined);

/** A month typed as the owner says it, in the file's form (2026-11); undefined when it names no month. */
export function parseMonth(typed: string): string | undefined {
  const text = typed.trim().toLowerCase().replace(/\s+/g, " ");
  // 2026-11, 2026/11
  const yearFirst = /^(\d{4})\s?[-/.]\s?(\d{1,2})$/.exec(text);
  if (yearFirst) return asMonth(Number(yearFirst[1]), Number(yearFirst[2]));
  // 11/2026, 11-2026, 11.2026
  const monthFirst = /^(\d{1,2})\s?[-/.]\s?(\d{4})$/.exec(text);
  if (monthFirst) return asMonth(Number(monthFirst[2]), Number(monthFirst[1]));
  // November 2026, Nov 2026, Nov. 2026, Sept 2026, November, 2026
  const named = /^([a-z]+)\.?,? ?(\d{4})$/.exec(text);
  if (named) {
    const [, name = "", year] = named;
    const month = name.length >= 3 ? MONTHS.findIndex((each) => each.startsWith(name)) : -1;
    return month < 0 ? undefined : asMonth(Number(year), month + 1);
  }
  return undefined;
}

/** 2026-11 as "November 2026", as the text box shows it; undefined for anything else. */
export function monthInWords(value: unknown): string | undefined {
  if (typeof value !== "string" || !yearMonth.test(value)) return undefined;
  const [year, month] = value.split("-");
  const name = MONTHS[Number(month) - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} ${year}`;
}

/** The field's hint as this editor says it: a month's without the file's form, and how to type one where there is no picker. */
export function hintOf(field: Field, picker = true) {
  if (!field.hint || !isMonth(field)) return field.hint;
  const hint = field.hint.replace(/,? as YYYY-MM/, "");
  return picker ? hint : `${hint} ${monthWords.typeIt}`;
}
