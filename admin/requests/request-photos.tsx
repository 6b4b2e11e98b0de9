/**
 * A request's photos, each fetched with the owner's sign-in (an <img> cannot send the Authorization
 * header) as bytes made into an object URL, and only once it nears the screen: a page of fifty
 * requests does not load a hundred photos the owner never scrolls to. Tapping one opens it full size.
 */
import { useEffect, useRef, useState } from "react";
import { requestWords } from "./request-words.ts";
import type { RequestsClient } from "./requests-client.ts";

/** How far below the screen a photo starts loading: about a screen's height on a phone. */
const NEAR = "800px 0px";

function Photo(props: { id: string; position: number; name: string; client: RequestsClient }) {
  const { id, position, name, client } = props;
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [shown, setShown] = useState<string | "failed">();

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === "undefined") return void setNear(true);
    const observer = new IntersectionObserver((seen) => seen.some((each) => each.isIntersecting) && setNear(true), { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let url: string | undefined;
    let current = true;
    client.photo(id, position).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (current) setShown(url);
        else URL.revokeObjectURL(url);
      },
      () => current && setShown("failed"),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [near, client, id, position]);

  return (
    <div
      ref={slot}
      className="grid h-28 w-28 place-items-center overflow-hidden rounded-lg bg-slate-100 text-center text-sm text-slate-600"
    >
      {shown === undefined ? requestWords.photoLoading : null}
      {shown === "failed" ? requestWords.photoNotLoaded : null}
      {shown && shown !== "failed" ? (
        <a href={shown} target="_blank" rel="noreferrer" aria-label={requestWords.openPhoto(position)} className="block h-full w-full">
          <img src={shown} alt={requestWords.photoOf(position, name)} className="h-full w-full object-cover" />
        </a>
      ) : null}
    </div>
  );
}

export function RequestPhotos(props: { id: string; count: number; name: string; client: RequestsClient | undefined }) {
  const { id, count, name, client } = props;
  if (count === 0) return null;
  return (
    <div className="grid gap-2">
      <p className="text-base font-semibold text-slate-700">{requestWords.photos(count)}</p>
      <div className="flex flex-wrap gap-2">
        {client
          ? Array.from({ length: count }, (_, index) => <Photo key={index} id={id} position={index + 1} name={name} client={client} />)
          : null}
      </div>
    </div>
  );
}
