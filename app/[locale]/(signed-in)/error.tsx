"use client";

import { useEffect } from "react";
import { PageErrorView } from "@/components/layout/page-error";

/**
 * A page that could not be rendered: the app's own translated page inside the
 * header and footer, instead of Next's bare "Application error". `retry` asks
 * the server for the page once more, without a reload.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <PageErrorView onRetry={retry} />;
}
