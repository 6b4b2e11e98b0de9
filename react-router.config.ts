import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#app/route-table.ts";

export default {
  ssr: false,
  // A second build with other settings (the e2e tests' EmailJS build) goes to its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every page plus one render of the not-found route, which the post-build step turns into 404.html.
  prerender: () => prerenderPaths(),
} satisfies Config;
