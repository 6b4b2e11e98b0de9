/** The storm notice file as the build reads it (content/storm-notice.json). */
export interface StormNoticeSetting {
  show: boolean;
  /** Its placeholders already filled. */
  message: string;
  /** The last day it shows (YYYY-MM-DD); empty or absent for no end. */
  until?: string | undefined;
}

/**
 * The storm notice's message on a site built on `today`, or null when no band shows: the owner's
 * switch, unless VITE_STORM_NOTICE ("on"/"off", from the host's settings) overrides it, and never
 * after its last day.
 */
export function stormNoticeMessage(setting: StormNoticeSetting, override: "on" | "off" | undefined, today: Date): string | null {
  const switchedOn = override ? override === "on" : setting.show;
  const ended = setting.until ? today.toISOString().slice(0, 10) > setting.until : false;
  return switchedOn && !ended ? setting.message : null;
}
