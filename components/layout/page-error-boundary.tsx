"use client";

import { useEffect } from "react";
import { PageErrorView } from "@/components/ui/page-error";

/**
 * A page that could not be rendered: the app's own translated page inside the
 * page's frame (header and footer, or the auth screens' own), instead of
 * Next's bare "Application error". `retry` asks the server for the page once
 * more, without a reload. Every error.tsx is this one component.
 */
export function PageErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <PageErrorView onRetry={retry} />;
}
