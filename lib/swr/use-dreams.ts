import useSWR from "swr";
import { apiWithHeaders, fetcher } from "@/lib/api/client";
import type { JournalQuery } from "@/lib/dreams/journal-query";
import type { Dream } from "@/lib/dreams/schema";
import type { Health } from "@/lib/health/schema";
import { dreamPageKey, HEALTH_KEY } from "./keys";

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
  const { data, headers } = await apiWithHeaders("GET", path, "dreamList");
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

/**
 * One journal page. No keepPreviousData: the server renders every journal URL
 * with its page as SWR fallback, and keepPreviousData would ignore that
 * fallback and show the previous page instead.
 */
export function useDreamPage(query: JournalQuery) {
  return useSWR<DreamPage, Error>(dreamPageKey(query), pageFetcher);
}

export function useHealth() {
  return useSWR<Health, Error>(HEALTH_KEY, fetcher("health"));
}
