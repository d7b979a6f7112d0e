import useSWR from "swr";
import { apiWithHeaders, fetcher } from "@/lib/api/client";
import { dreamListSchema, type Dream } from "@/lib/dreams/schema";
import { healthSchema } from "@/lib/health/schema";

export interface DreamPage {
  dreams: Dream[];
  total: number;
  pages: number;
  /** The page served, clamped by the server to 1..pages. */
  page: number;
  /** The page that was asked for. */
  requested: number;
}

export const DREAMS_KEY_PREFIX = "/api/dreams?page=";
export const HEALTH_KEY = "/api/dreams/health";

export const dreamPageKey = (page: number, limit: number) => `${DREAMS_KEY_PREFIX}${page}&limit=${limit}`;

async function pageFetcher(path: string): Promise<DreamPage> {
  const { data, headers } = await apiWithHeaders("GET", path, dreamListSchema);
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

export function useDreamPage(page: number, limit: number) {
  return useSWR<DreamPage, Error>(dreamPageKey(page, limit), pageFetcher, { keepPreviousData: true });
}

export function useHealth() {
  return useSWR(HEALTH_KEY, fetcher(healthSchema));
}
