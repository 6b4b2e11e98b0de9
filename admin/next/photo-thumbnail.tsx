/**
 * A photo, small: from the phone's own copy when it was picked this visit (the site has it only once
 * published), else from its address on the site (`npm run cms` serves content/media at /media/ as soon
 * as a photo is written). One the site does not have yet is a plain tile.
 */
import { useState } from "react";
import { ownCopyOf } from "./pending-photos.ts";

export function PhotoThumbnail({ photo }: { photo: string }) {
  const [missing, setMissing] = useState<string>();
  const source = ownCopyOf(photo) ?? photo;
  if (missing === source) return <span aria-hidden="true" className="block h-18 w-24 shrink-0 rounded-md bg-forest-100" />;
  return (
    <img
      src={source}
      alt=""
      width={96}
      height={72}
      loading="lazy"
      decoding="async"
      onError={() => setMissing(source)}
      className="h-18 w-24 shrink-0 rounded-md bg-forest-100 object-cover"
    />
  );
}
