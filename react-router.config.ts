import type { Config } from "@react-router/dev/config";

export default {
  // The server bundle is the site's generator, not a server: the post-build step renders every path
  // of the route table with it (scripts/build/prerender.ts), and only build/client is published.
  ssr: true,
  // A second build with other settings (the e2e tests' EmailJS build) goes to its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
