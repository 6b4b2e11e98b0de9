// Runs before Decap's bundle: Decap then waits for CMS.init() instead of starting on its own, so
// `npm run cms` and the tests can point it at their own local backend:
// /admin?local-backend=http://localhost:8081/api/v1. Decap uses a local backend only when the
// editor itself is opened on localhost or 127.0.0.1, so the parameter does nothing on the live site.
window.CMS_MANUAL_INIT = true;
window.addEventListener("DOMContentLoaded", () => {
  const localBackend = new URLSearchParams(window.location.search).get("local-backend");
  // Built with no backend to sign in to (scripts/editor-backend.ts): say so, and start no sign-in that cannot work.
  const notConnected = document.querySelector('meta[name="editor-backend"]')?.getAttribute("content") === "local";
  if (notConnected && !localBackend) return void (document.getElementById("not-connected").hidden = false);
  window.CMS.init(localBackend ? { config: { local_backend: { url: localBackend } } } : {});
});
