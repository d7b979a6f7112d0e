import useSWR from "swr";
import { fetcher } from "@/lib/client/client";
import type { Reminders } from "@/lib/reminders/schema";
import { REMINDERS_KEY } from "./keys";

/** The morning reminder's settings (GET /api/reminders), read by /profile only. */
export function useReminders() {
  return useSWR<Reminders, Error>(REMINDERS_KEY, fetcher("reminders"));
}
