// The build's output for the Worker (worker/site.ts): typed there, and absent until `npm run build`.
declare module "*/build/worker/site.json" {
  const site: unknown;
  export default site;
}
