"use client";

import { useEffect, useState } from "react";
import { listDrafts, watchDrafts, type Draft } from "./drafts";

/**
 * The user's drafts waiting on this device, kept up to date across tabs; []
 * until read (and where IndexedDB is off). A draft marked sent is in the
 * journal already: it stays only because removing it failed.
 */
export function useDrafts(userId: number | undefined): Draft[] {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  // No drafts read after none: the same list, so the journal does not render again for nothing.
  const same = (next: Draft[]) => (previous: Draft[]) => (next.length === 0 && previous.length === 0 ? previous : next);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const read = () =>
      void listDrafts(userId).then(
        (list) => live && setDrafts(same(list.filter((draft) => !draft.sent))),
        () => live && setDrafts(same([])),
      );
    read();
    const stop = watchDrafts(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return drafts;
}
