/**
 * The editor's page allows no eval (scripts/build/admin-files.ts, editorPolicy). Zod, which the content
 * check and the file shapes use, probes for eval with `new Function("")` before its first parse unless
 * told not to, and the browser reports that probe as a violation of the page's policy though Zod
 * catches it. Imported first by the editor, so it is told before any schema is made or parsed.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
