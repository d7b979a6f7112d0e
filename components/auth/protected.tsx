"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { PageErrorView } from "@/components/ui/page-error";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useAuth } from "./auth-provider";

/**
 * Sends visitors whose session ended (a logout, a deletion) to /auth. The
 * server renders protected pages with the user already known; the spinner only
 * shows when it could not tell, and a refresh of a known user never replaces
 * the page (which would drop its state and focus). When the session cannot be
 * read at all (the database is away), nobody is sent to log in: the page says
 * so, and Try again loads the page once more.
 */
export function Protected({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useAuth();
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    if (!isLoading && !user && !error) router.replace("/auth");
  }, [isLoading, user, error, router]);
  if (user) return <>{children}</>;
  if (error) {
    // The page under this one was rendered without a user: load it whole again.
    const retry = () => {
      setRetrying(true);
      window.location.reload();
    };
    return <PageErrorView onRetry={retry} retrying={retrying} />;
  }
  return <PageSpinner />;
}
