// Runs before Decap's bundle, so that Decap waits for CMS.init() instead of starting on its own:
// admin/editor/editor.ts starts it, with this site's widgets and settings.
window.CMS_MANUAL_INIT = true;
