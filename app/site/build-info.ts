/**
 * What a built site was made from, in a small file beside its pages, `/build-info.json`: written by
 * the build (scripts/build/build-info-file.ts), read by the editor to tell when a publish is live. Browser-safe.
 */
export const BUILD_INFO_PATH = "/build-info.json";

export interface BuildInfo {
  /**
   * The commit the site was built from: the one the host names (Cloudflare Workers Builds'
   * WORKERS_CI_COMMIT_SHA, Cloudflare Pages' CF_PAGES_COMMIT_SHA, Netlify's COMMIT_REF), else the checkout's HEAD; null when there is neither (a copy with no git).
   */
  commit: string | null;
  /**
   * Every file of content/ as built, by its path in the repository (`content/business.json`), with
   * its git blob id (what `git hash-object` prints), so a file saved by the editor is known live by its id.
   * The derived photos (content/media-derived/) are left out: they follow from the originals.
   */
  content: Record<string, string>;
  /**
   * The host that built it, and where the owner sees its builds (Deployments on Cloudflare Pages,
   * Deploys on Netlify); null for a build on a computer.
   */
  host: { name: string; buildsAt: string } | null;
  /**
   * The photos (content/media/…) whose made sizes are not in the commit, so this build, and every
   * later one until they are, made them itself (the photos workflow did not store them, ADR 0038);
   * null where the build could not tell (no git).
   */
  photosNotCommitted: string[] | null;
}
