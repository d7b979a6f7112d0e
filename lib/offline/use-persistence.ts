"use client";

import { useEffect, useState } from "react";
import { watchDrafts } from "./drafts";
import { storagePersistence, type Persistence } from "./persistence";

/**
 * Whether the browser keeps drafts until the user clears them, read while
 * `active` (drafts are waiting) and again whenever drafts change: the answer
 * to the first draft's request is announced as such a change
 * (lib/offline/drafts.ts). Undefined until read.
 */
export function usePersistence(active: boolean): Persistence | undefined {
  const [persistence, setPersistence] = useState<Persistence>();
  useEffect(() => {
    if (!active) return;
    let live = true;
    const read = () => void storagePersistence().then((answer) => live && setPersistence(answer));
    read();
    const stop = watchDrafts(read);
    return () => {
      live = false;
      stop();
    };
  }, [active]);
  return persistence;
}
