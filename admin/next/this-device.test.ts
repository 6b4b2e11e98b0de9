import { describe, expect, it } from "vitest";
import { capitalised, deviceWord, type DeviceSigns } from "./this-device.ts";

const signs = (pointer: "coarse" | "fine" | "none", width: number, height: number): DeviceSigns => ({
  matches: (query) => query === `(pointer: ${pointer})`,
  screen: { width, height },
});

describe("the device named in the editor's sentences", () => {
  it('is "this phone" only on a phone: a touch screen under 600 px on its shorter side', () => {
    expect(deviceWord(signs("coarse", 390, 844))).toBe("this phone");
    expect(deviceWord(signs("coarse", 844, 390))).toBe("this phone");
    expect(deviceWord(signs("coarse", 820, 1180))).toBe("this device"); // a tablet
  });

  it('is "this computer" with a mouse or trackpad, whatever the window\'s size, and "this device" where it cannot be told', () => {
    expect(deviceWord(signs("fine", 1440, 900))).toBe("this computer");
    expect(deviceWord(signs("fine", 390, 844))).toBe("this computer");
    expect(deviceWord(signs("none", 1920, 1080))).toBe("this device");
    expect(deviceWord(undefined)).toBe("this device");
    expect(capitalised("this phone")).toBe("This phone");
  });
});
