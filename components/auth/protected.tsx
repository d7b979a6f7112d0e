"use client";

import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { PageSpinner } from "@/components/ui/page-spinner";
import { useAuth } from "./auth-provider";

/** Shows the spinner while the session loads; sends signed-out visitors to /auth. */
export function Protected({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const router = useRouter();
  useEffect(() => {
    if (!isLoading && !user) router.replace("/auth");
  }, [isLoading, user, router]);
  if (isLoading || !user) return <PageSpinner />;
  return <>{children}</>;
}
