import useSWR from "swr";
import { fetcher } from "@/lib/client/client";
import type { TagList } from "@/lib/tags/schema";
import { TAGS_KEY } from "./keys";

/** The user's tags with how many dreams carry each and whether it is a dream sign (GET /api/tags). */
export function useTags() {
  return useSWR<TagList, Error>(TAGS_KEY, fetcher("tagList"));
}
