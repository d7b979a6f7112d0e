import type { SWRConfiguration } from "swr";

/** The spec's data-fetching rules: no retries, no refetch on focus or interval, never stale. */
export const swrConfig: SWRConfiguration = {
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
