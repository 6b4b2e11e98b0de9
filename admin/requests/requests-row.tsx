/**
 * "Quote requests · 3 new" on the editor's first screen: the count asked of the site with a page of
 * one (the list's own module loaded after the screen is drawn), or, without a connection, the count
 * as last loaded. A site whose host keeps no list shows no row; a refused sign-in here is left for the
 * list itself to ask about, so the first screen never sends the owner away.
 */
import { useEffect, useState } from "react";
import type { RequestsAccess } from "../next/backend-choice.ts";
import { requestWords } from "./request-words.ts";
import { badgeClass, rowClass } from "../next/list-screens.tsx";

export function RequestsRow({ access }: { access: RequestsAccess }) {
  const [newCount, setNewCount] = useState<number | "not-here">();
  useEffect(() => {
    let current = true;
    const show = (count: number | "not-here" | undefined) => current && count !== undefined && setNewCount(count);
    access
      .open()
      .then((client) => client.page(null, 1))
      .then(
        (page) => show(page.newCount),
        async (error: unknown) => {
          const { isRequestsAnswer } = await import("./requests-client.ts");
          if (isRequestsAnswer(error) && error.problem === "not-here") return show("not-here");
          const { keptRequests } = await import("./requests-kept.ts");
          show(keptRequests(localStorage).list()?.newCount);
        },
      );
    return () => {
      current = false;
    };
  }, [access]);
  if (newCount === "not-here") return null;
  return (
    <li>
      <a
        className={rowClass}
        href="#/requests"
        aria-label={newCount ? `${requestWords.quoteRequests} · ${requestWords.newCount(newCount)}` : requestWords.quoteRequests}
      >
        <span>{requestWords.quoteRequests}</span>
        {newCount ? <span className={badgeClass}>{requestWords.newCount(newCount)}</span> : null}
      </a>
    </li>
  );
}
