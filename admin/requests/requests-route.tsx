/**
 * The editor's #/requests and #/requests/<id> (admin/next/editor-next.tsx routes here): the owner's
 * quote requests, loaded when opened so the first form's scripts stay within their budget, with the
 * alerts button on the live site only (`npm run cms` has no push service).
 */
import { lazy, Suspense } from "react";
import type { RequestsAccess } from "../next/backend-choice.ts";
import { AlertsButton } from "./alerts-button.tsx";
import { requestWords } from "./request-words.ts";

const RequestsScreen = lazy(() => import("./requests-screen.tsx"));

export function RequestsRoute({ requests, id }: { requests: RequestsAccess; id: string }) {
  return (
    <Suspense fallback={<p className="text-base">{requestWords.opening}</p>}>
      <RequestsScreen
        access={requests}
        id={id ? decodeURIComponent(id) : undefined}
        alerts={requests.authorization ? <AlertsButton access={requests} authorization={requests.authorization} /> : null}
      />
    </Suspense>
  );
}
