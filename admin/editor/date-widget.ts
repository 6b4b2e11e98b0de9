/**
 * A date field that asks for a date: the browser's own date input (a calendar on a phone, typing on
 * a computer), its value the YYYY-MM-DD the content files keep. Decap's datetime widget shows
 * "UTC" and a "Now" button beside a date that has no time. Registered as the widget "date".
 */
import { decapCms, decapH } from "./decap-cms.ts";

interface DateControlProps {
  forID: string;
  value?: string;
  classNameWrapper: string;
  onChange: (value: string) => void;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

export function registerDateWidget() {
  const h = decapH();
  const DateControl = (props: DateControlProps) =>
    h("input", {
      type: "date",
      id: props.forID,
      className: props.classNameWrapper,
      value: props.value ?? "",
      onChange: (event: Event) => props.onChange((event.target as HTMLInputElement).value),
      onFocus: props.setActiveStyle,
      onBlur: props.setInactiveStyle,
    });
  decapCms().registerWidget("date", DateControl);
}
