"use client";

import { useTimeZone } from "next-intl";
import { useRef } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { api, ApiError, NetworkError } from "@/lib/client/client";
import { IDEMPOTENCY_KEY_HEADER } from "@/lib/domain/journal";
import type { Dream, DreamInput } from "@/lib/dreams/schema";
import { newDraftKey, saveDraft, type DraftProblem } from "@/lib/offline/drafts";
import { retryTimeOf } from "@/lib/offline/sync";
import { isoWithOffset } from "@/lib/time/local";
import { DEFAULT_TIME_ZONE } from "@/lib/time/zone";

/** What became of a save: stored on the server, or kept on this device to be sent by itself later. */
export type SaveOutcome =
  | { kind: "saved"; dream: Dream }
  /** No connection (or the answer was lost): sent as soon as the browser is online. */
  | { kind: "kept"; why: "offline" }
  /** The Free plan's dreams for today are spent: sent by itself at `retryAt` (ISO 8601), when the quota resets. */
  | { kind: "kept"; why: "quota"; retryAt: string };

/** Thrown when a dream that must be kept on this device cannot be (IndexedDB off, the disk full). */
export class CannotKeepError extends Error {
  constructor(cause: unknown) {
    super("cannot keep the draft on this device", { cause });
    this.name = "CannotKeepError";
  }
}

/** A 429 for the day's dreams: what was typed waits on the device until the reset the server names. */
const quotaRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429 && error.code === "quota_exceeded";

/**
 * The one way a dream reaches the server from the New Dream and Edit forms.
 * An edit is a PATCH. A new dream goes with an Idempotency-Key made for it
 * on its first try and kept until it is stored, so a retry (or the draft
 * sent later) is stored once. What cannot be stored now is never lost: a new
 * dream is kept on this device (lib/offline/drafts.ts) when there is no
 * connection, when the answer is lost, and when the Free plan's daily quota
 * is spent; the journal lists it and lib/offline/sync.ts sends it (for the
 * quota, once it has reset). Anything else the server refuses is thrown,
 * for the form to show beside what was typed.
 */
export function useSaveDream(dream: Dream | undefined) {
  const { user } = useAuth();
  // The signed-in frame's: the user's zone, UTC while it is unknown.
  const timeZone = useTimeZone() ?? DEFAULT_TIME_ZONE;
  /** The new dream's Idempotency-Key: one per dream, kept across retries until it is stored or kept. */
  const draftKey = useRef<string | null>(null);

  async function keep(input: DreamInput, key: string, problem: DraftProblem | null): Promise<void> {
    if (!user) throw new CannotKeepError(new Error("signed out"));
    try {
      await saveDraft({
        key,
        userId: user.id,
        ...input,
        mood: input.mood ?? null,
        createdAt: input.createdAt ?? isoWithOffset(new Date(), timeZone),
        problem,
      });
    } catch (error) {
      throw new CannotKeepError(error);
    }
    draftKey.current = null;
  }

  async function save(input: DreamInput): Promise<SaveOutcome> {
    if (dream) {
      const changed = await api("PATCH", `/api/dreams/${dream.id}`, "dream", { ...input, mood: input.mood ?? null });
      return { kind: "saved", dream: changed };
    }
    const key = (draftKey.current ??= newDraftKey());
    if (!navigator.onLine) {
      await keep(input, key, null);
      return { kind: "kept", why: "offline" };
    }
    try {
      const created = await api("POST", "/api/dreams", "dream", input, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } });
      draftKey.current = null;
      return { kind: "saved", dream: created };
    } catch (error) {
      // The request or its answer was lost: the draft goes with the same key, so if it did arrive it is stored once.
      if (error instanceof NetworkError) {
        await keep(input, key, null);
        return { kind: "kept", why: "offline" };
      }
      if (quotaRefusal(error)) {
        const retryAt = retryTimeOf(error);
        await keep(input, key, { message: error.serverMessage, retry: true, retryAt });
        return { kind: "kept", why: "quota", retryAt };
      }
      throw error;
    }
  }

  return { save };
}
