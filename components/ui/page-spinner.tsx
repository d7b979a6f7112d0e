"use client";

import { Spinner } from "@radix-ui/themes";
import { useTranslations } from "next-intl";

export function PageSpinner() {
  const t = useTranslations("Common");
  return (
    <div className="center-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <Spinner size="3" aria-label={t("loading")} />
    </div>
  );
}
