import type { SWRConfiguration } from "swr";
import { askAgainAfterWrites } from "./after-write";

/** The spec's data-fetching rules: no retries, no refetch on focus or interval, never stale. */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  // Except right after a write in this tab (after-write.ts).
  use: [askAgainAfterWrites],
};
