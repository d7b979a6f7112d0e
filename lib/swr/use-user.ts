import useSWR from "swr";
import { fetcherOrNull } from "@/lib/api/client";

export interface User {
  id: number;
  email: string;
  isPremium: boolean;
  dreamCount: number;
}

export const USER_KEY = "/api/user";

export function useUserQuery() {
  return useSWR<User | null>(USER_KEY, fetcherOrNull);
}
