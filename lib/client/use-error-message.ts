"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { ApiError, NetworkError } from "./client";

/** What to tell the user about a failed call: the server's own message when there is one, in their language otherwise. */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations("Common");
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) return error.serverMessage || t("unexpectedResponse");
      if (error instanceof NetworkError) return t("networkError");
      return error instanceof Error ? error.message : String(error);
    },
    [t],
  );
}
