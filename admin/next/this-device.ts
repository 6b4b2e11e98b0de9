/**
 * The owner's device as the editor's sentences name it: "this phone" only on a phone (a coarse
 * pointer on a small screen), "this computer" with a mouse or a trackpad, "this device" otherwise
 * (a tablet, or where it cannot be told). One helper, for every sentence (./editor-words.ts).
 */

export type DeviceWord = "this phone" | "this device" | "this computer";

/** What the helper reads of the browser: its media queries and its screen's size (none: not in a browser). */
export interface DeviceSigns {
  matches: (query: string) => boolean;
  screen: { width: number; height: number };
}

/** Below this, in CSS pixels on its shorter side, a screen is a phone's (the largest phones are about 440; a small tablet 600). */
const PHONE_SCREEN = 600;

const browserSigns = (): DeviceSigns | undefined =>
  typeof matchMedia === "function" && typeof screen === "object"
    ? { matches: (query) => matchMedia(query).matches, screen: { width: screen.width, height: screen.height } }
    : undefined;

/** How the editor names the device it runs on. */
export function deviceWord(signs: DeviceSigns | undefined = browserSigns()): DeviceWord {
  if (!signs) return "this device";
  const small = Math.min(signs.screen.width, signs.screen.height) < PHONE_SCREEN;
  if (signs.matches("(pointer: coarse)")) return small ? "this phone" : "this device";
  return signs.matches("(pointer: fine)") ? "this computer" : "this device";
}

/** "this phone" as a sentence starts it: "This phone". */
export const capitalised = (word: DeviceWord) => `${word[0]!.toUpperCase()}${word.slice(1)}`;
