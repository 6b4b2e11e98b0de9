/** The phone's connection lost and found again, said in the form's notice as it happens. */
import { useEffect } from "react";
import { words } from "./editor-words.ts";
import type { NoticeState } from "./notice.tsx";

type Said = { said: NoticeState; time: number } | undefined;

export function useConnectionNotice(setNotice: (change: (last: Said) => Said) => void) {
  useEffect(() => {
    const lost = () =>
      setNotice((last) => ({ said: { tone: "kept", text: words.connectionLost, untilOnline: true }, time: (last?.time ?? 0) + 1 }));
    const back = () =>
      setNotice((last) => (last?.said.untilOnline ? { said: { tone: "done", text: words.connectionBack }, time: last.time + 1 } : last));
    addEventListener("offline", lost);
    addEventListener("online", back);
    return () => {
      removeEventListener("offline", lost);
      removeEventListener("online", back);
    };
  }, [setNotice]);
}
