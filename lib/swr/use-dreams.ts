import useSWR from "swr";
import { apiWithHeaders, fetcher } from "@/lib/api/client";

export interface Dream {
  id: number;
  title: string;
  content: string;
  interpretation: string | null;
  mood: string | null;
  shareId: string | null;
  createdAt: string;
}

export interface DreamPage {
  dreams: Dream[];
  total: number;
  pages: number;
  page: number;
}

export interface Health {
  frequency: number;
  length: number;
  emotionalVariety: number;
  memoryDetail: number;
  overall: number;
  totalDreams: number;
  topMood: string | null;
}

export const DREAMS_KEY_PREFIX = "/api/dreams?page=";
export const HEALTH_KEY = "/api/dreams/health";

async function pageFetcher(path: string): Promise<DreamPage> {
  const { data, headers } = await apiWithHeaders<Dream[]>("GET", path);
  const number = (name: string, fallback: number) => Number(headers.get(name) ?? fallback);
  return { dreams: data, total: number("X-Total-Count", data.length), pages: number("X-Total-Pages", 1), page: number("X-Page", 1) };
}

export function useDreamPage(page: number, limit: number) {
  return useSWR<DreamPage>(`${DREAMS_KEY_PREFIX}${page}&limit=${limit}`, pageFetcher, { keepPreviousData: true });
}

export function useHealth() {
  return useSWR<Health>(HEALTH_KEY, fetcher);
}
