/**
 * The brand's colours, written once: Tailwind's theme (tailwind.config.ts, used in app.css) and
 * every generated image (icons, hero art, the social card, the manifest) take them from here.
 */
export const palette = {
  forest: {
    50: "#f1f7f2",
    100: "#dcecdf",
    200: "#b9d8c0",
    300: "#8bbd97",
    500: "#3d8a52",
    600: "#2d6e3f",
    700: "#215632",
    800: "#1a4428",
    900: "#12301c",
    950: "#0a1d10",
  },
  sun: {
    300: "#fcd34d",
    400: "#fbbf24",
    500: "#f59e0b",
    600: "#d97706",
  },
  paper: "#fafaf6",
} as const;

/** The colour browsers tint their interface with (theme-color, the manifest). */
export const themeColour = palette.forest[800];
