/**
 * The month field's text box, for a browser with no month picker (Firefox): what it shows and keeps
 * (./month-field.ts reads and writes the month); ./field-controls.tsx draws it in the form.
 */
import { useState } from "react";
import { inputClass } from "./form-parts.ts";
import { hasMonthPicker, monthInWords, parseMonth } from "./month-field.ts";

/** Whether a month field is this browser's month picker (a text box where it has none: Firefox). */
export const monthPicker = hasMonthPicker();

/** A month as its text box shows it: in words once it reads as one. */
const monthShown = (value: unknown) => monthInWords(value) ?? (typeof value === "string" ? value : "");

/**
 * A month typed in a text box where the browser has no month picker: shown as "November 2026", kept
 * in the file's form (2026-11) as soon as it reads as a month; as typed until then (the check says so).
 */
export function MonthText(props: { id: string; described: string | undefined; value: unknown; onChange: (value: string) => void }) {
  const [typed, setTyped] = useState(() => monthShown(props.value));
  // Changed from outside the box (changes put back, an earlier version): shown as it is now.
  const shown = (parseMonth(typed) ?? typed) === props.value ? typed : monthShown(props.value);
  return (
    <input
      id={props.id}
      type="text"
      inputMode="text"
      autoComplete="off"
      aria-describedby={props.described}
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        props.onChange(parseMonth(event.target.value) ?? event.target.value);
      }}
      className={inputClass}
    />
  );
}
