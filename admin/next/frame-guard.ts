/**
 * The editor runs in no frame, on every host (issue 55): another page that framed it could lay its own
 * buttons over Publish and Delete. `npm run cms` also forbids frames by header (frame-ancestors 'none',
 * X-Frame-Options); GitHub Pages sends no header of the site's, so the page itself refuses. Imported
 * first by ./editor-next.tsx: in a frame it says so in plain words and stops every module after it,
 * so the editor reads nothing, asks nothing and shows no button.
 */
import { words } from "./editor-words.ts";

/** Whether this page is inside another (a frame of any origin; a cross-origin parent's `top` is still comparable). */
const framed = () => {
  try {
    return window.top !== window.self;
  } catch {
    return true;
  }
};

if (framed()) {
  const said = document.createElement("p");
  said.className = "p-4 text-lg";
  said.textContent = words.framed(location.origin + location.pathname);
  document.getElementById("editor")?.replaceChildren(said);
  // Thrown at the top of the module graph, it stops the editor's other modules before they run.
  throw new Error("The editor does not run inside a frame.");
}
