// The tags under which Next's cache keeps what depends on a shared dream (its
// page, its image, its data), and how every server learns that one changed.
//
// The database says so itself: a trigger on "dreams" (the production_readiness
// migration) announces the share id of any shared dream that is updated or
// deleted, an account's cascade included, on the channel dreamscape_shared when
// the transaction commits. Each server listens (lib/db/notifications.ts) and
// expires the dream's tag in its page cache (lib/cache/page-cache-handler.mjs),
// so a revoked, edited or deleted dream is gone from every server within
// milliseconds, whichever server (or script) made the change. While the
// listener is down, shared dreams are neither served from the cache nor kept
// in it; when it is back, all of them are forgotten, since what it missed is
// unknown.
import "server-only";
import { listening, onDisconnect, onNotification, onReconnect, startListening } from "@/lib/db/notifications";
import { expireTags, holdTag, isTagKept, releaseTag } from "./page-cache-handler.mjs";

/** On every kept answer about any shared dream. */
export const SHARED_DREAMS_TAG = "shared-dream";
/** On every kept answer about one shared dream. */
export const sharedDreamTag = (shareId: string) => `${SHARED_DREAMS_TAG}:${shareId}`;

const FOLLOWING = Symbol.for("dreamscape.followingSharedDreams");

/** Starts relaying changes of shared dreams to the page cache (once per process; lib/startup.ts). */
export function followSharedDreamChanges(): void {
  const holder = globalThis as unknown as Record<symbol, boolean | undefined>;
  if (holder[FOLLOWING]) return;
  holder[FOLLOWING] = true;
  // Until the listener is connected, nothing about shared dreams may be trusted.
  if (!listening()) holdTag(SHARED_DREAMS_TAG);
  onNotification("dreamscape_shared", (shareId) => expireTags([sharedDreamTag(shareId)]));
  onDisconnect(() => holdTag(SHARED_DREAMS_TAG));
  onReconnect(() => {
    expireTags([SHARED_DREAMS_TAG]);
    releaseTag(SHARED_DREAMS_TAG);
  });
  startListening();
}

/** A page about this shared dream is kept: it exists (its entries go the moment it changes). */
export const sharedDreamKept = (shareId: string): boolean => isTagKept(sharedDreamTag(shareId));
