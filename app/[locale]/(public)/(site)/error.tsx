"use client";

import { useEffect } from "react";
import { PageErrorView } from "@/components/layout/page-error";

/** Inside the header and footer: the translated error page, not Next's own (the database away). */
export default function PublicPageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <PageErrorView onRetry={retry} />;
}
