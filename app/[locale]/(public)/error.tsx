"use client";

import { useEffect } from "react";
import { PageErrorView } from "@/components/layout/page-error";

/** A public page without the header (the auth screens) that could not be rendered: the translated error page. */
export default function PublicPageError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="site-main">
      <PageErrorView onRetry={retry} />
    </main>
  );
}
