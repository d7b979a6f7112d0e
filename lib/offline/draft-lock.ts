// One lock per draft, so that a draft is sent or discarded, never both
// (lib/offline/sync.ts). The Web Locks API shares a lock between the tabs of
// the site and lets go of it when its tab closes, so a sync cut off mid-send
// never leaves a draft that cannot be discarded. Without the API (a browser
// older than 2022, and Node in the unit tests) the lock holds in this tab only.

const lockName = (key: string) => `dreamscape-draft:${key}`;

const lockManager = (): LockManager | undefined => (typeof navigator === "undefined" ? undefined : navigator.locks);

/** The locks of this tab, for a browser without Web Locks: the tail of each lock's queue. */
const queues = new Map<string, Promise<void>>();

async function holdInTab<T, B>(name: string, work: () => Promise<T>, busy: { answer: B } | null): Promise<T | B> {
  const before = queues.get(name);
  if (before && busy) return busy.answer;
  let release = () => {};
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = before ? before.then(() => mine) : mine;
  queues.set(name, tail);
  try {
    await before;
    return await work();
  } finally {
    release();
    if (queues.get(name) === tail) queues.delete(name);
  }
}

/** Runs `work` holding the draft's lock, waiting for it while someone else holds it. */
export function holdingDraft<T>(key: string, work: () => Promise<T>): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request(lockName(key), work);
  return holdInTab<T, never>(lockName(key), work, null);
}

/** Runs `work` holding the draft's lock if nobody holds it; answers `busy` at once if somebody does. */
export function ifDraftFree<T, B>(key: string, work: () => Promise<T>, busy: B): Promise<T | B> {
  const locks = lockManager();
  if (locks) return locks.request(lockName(key), { ifAvailable: true }, (lock) => (lock ? work() : busy));
  return holdInTab(lockName(key), work, { answer: busy });
}
