"use client";

import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useAuth } from "./auth-provider";

/**
 * Sends visitors whose session ended (a logout, a deletion) to /auth. The
 * server renders protected pages with the user already known; the spinner only
 * shows when it could not tell, and a refresh of a known user never replaces
 * the page (which would drop its state and focus).
 */
export function Protected({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (!isLoading && !user) router.replace("/auth");
  }, [isLoading, user, router]);
  if (!user) return <PageSpinner />;
  return <>{children}</>;
}
