import { useState } from "react";
import useSWR from "swr";
import { apiWithHeaders, fetcher } from "@/lib/client/client";
import { deviceCopyReads } from "@/lib/offline/device-copy";
import type { JournalQuery } from "@/lib/dreams/journal-query";
import type { Dream, InterpretationBacklog } from "@/lib/dreams/schema";
import type { Health } from "@/lib/health/schema";
import { dreamPageKey, HEALTH_KEY, UNINTERPRETED_KEY } from "./keys";

export interface DreamPage {
  dreams: Dream[];
  total: number;
  pages: number;
  /** The page served, clamped by the server to 1..pages. */
  page: number;
  /** The page that was asked for. */
  requested: number;
}

async function pageFetcher(path: string): Promise<DreamPage> {
  const { data, headers } = await apiWithHeaders("GET", path, "dreamList", undefined, deviceCopyReads);
  const number = (name: string, fallback: number) => Number(headers.get(name) ?? fallback);
  const requested = Number(new URL(path, "http://x").searchParams.get("page") ?? 1);
  return {
    dreams: data,
    total: number("X-Total-Count", data.length),
    pages: number("X-Total-Pages", 1),
    page: number("X-Page", 1),
    requested,
  };
}

/** How often to ask again while an AI is still writing an interpretation. */
export const PENDING_POLL_MS = 1500;

export const hasPending = (dreams: readonly Dream[] | undefined) =>
  Boolean(dreams?.some((d) => d.interpretationStatus === "pending"));

/**
 * useSWR that asks again every PENDING_POLL_MS while `pending(data)` holds.
 * The decision follows the data shown, server-rendered fallback included
 * (SWR's own refreshInterval function only sees its cache, which the
 * fallback never fills): derived state, updated during render.
 */
function usePolledSWR<T>(
  key: string,
  fetch: (key: string) => Promise<T>,
  pending: (data: T | undefined) => boolean,
  fallbackData?: T,
) {
  const [polling, setPolling] = useState(false);
  const result = useSWR<T, Error>(key, fetch, { fallbackData, refreshInterval: polling ? PENDING_POLL_MS : 0 });
  const shouldPoll = pending(result.data);
  if (shouldPoll !== polling) setPolling(shouldPoll);
  return result;
}

/**
 * One journal page, asked for again while one of its dreams waits for its
 * interpretation. No keepPreviousData: the server renders every journal URL
 * with its page as SWR fallback, and keepPreviousData would ignore that
 * fallback and show the previous page instead.
 */
export function useDreamPage(query: JournalQuery) {
  return usePolledSWR<DreamPage>(dreamPageKey(query), pageFetcher, (page) => hasPending(page?.dreams));
}

// The journal, a dream and Dream Health can be read offline, from what was read lately.
const dreamFetcher = fetcher("dream", deviceCopyReads);

/** One dream, with `initial` from the server, polled the same way while its interpretation is pending. */
export function useDream(initial: Dream) {
  return usePolledSWR<Dream>(
    `/api/dreams/${initial.id}`,
    dreamFetcher,
    (dream) => dream?.interpretationStatus === "pending",
    initial,
  );
}

export function useHealth() {
  return useSWR<Health, Error>(HEALTH_KEY, fetcher("health", deviceCopyReads));
}

/** The dreams without an interpretation, and the fresh interpretations the plan still allows today. */
export function useInterpretationBacklog() {
  return useSWR<InterpretationBacklog, Error>(UNINTERPRETED_KEY, fetcher("interpretationBacklog"));
}
