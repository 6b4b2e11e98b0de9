/** Where this machine's browsers and hosts are: Debian's packages, each path overridable for another machine. */
import { existsSync } from "node:fs";

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Even so it asks Google for autofill hints and accounts (seen with strace): every host name but
  // this machine's resolves to nothing, so no test reaches the internet.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
];

export const hasChromium = () => existsSync(chromiumPath());

/** Debian's Firefox ESR; FIREFOX_PATH overrides. */
export const firefoxPath = () => process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Debian's WebKitGTK driver and its MiniBrowser; WEBKIT_DRIVER_PATH and MINIBROWSER_PATH override. */
export const webkitDriverPath = () => process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const miniBrowserPath = () => process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** Debian's nginx (never one we build); NGINX_PATH overrides. */
export const nginxPath = () => process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Cloudflare's runtime with no telemetry, no update check, no `Request.cf` download, no login. */
export const wranglerOffline = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_HIDE_BANNER: "true",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
} as const;
