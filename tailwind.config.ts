/** Tailwind's theme from the brand's tokens (app/brand/tokens.ts), loaded by app.css's @config. */
import { palette } from "#app/brand/tokens.ts";

export default { theme: { extend: { colors: palette } } };
