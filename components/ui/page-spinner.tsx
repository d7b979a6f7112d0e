"use client";

import { Spinner, VisuallyHidden } from "@radix-ui/themes";
import { useTranslations } from "next-intl";

/** A page still loading: the status says so in words (a spinner's span has no role to carry a name). */
export function PageSpinner() {
  const t = useTranslations("Common");
  return (
    <div className="center-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <Spinner size="3" aria-hidden />
      <VisuallyHidden>{t("loading")}</VisuallyHidden>
    </div>
  );
}
