"use client";

import { Button, Flex, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";
import type { IssueText } from "@/lib/errors/issue-text";
import { fieldErrors } from "@/lib/forms/field-errors";

/** The spec's 10-second toast for the local reset link. */
export const RESET_LINK_TOAST_MS = 10_000;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("Auth");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<IssueText>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await fieldErrors("resetRequest", { email: new FormData(event.currentTarget).get("email") });
    if (checked.errors) return setError(checked.errors.email);
    setError(undefined);
    setBusy(true);
    try {
      const result = await api("POST", "/api/password/reset-request", "resetRequestResult", checked.data);
      toast({
        title: t("resetRequestTitle"),
        description: result.dev ? (
          <>
            {result.message}{" "}
            <a href={result.dev} data-testid="reset-link">
              {t("openResetLink")}
            </a>
          </>
        ) : (
          result.message
        ),
        duration: RESET_LINK_TOAST_MS,
      });
    } catch (err) {
      toast({
        title: t("resetRequestFailed"),
        description: errorMessage(err),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} method="post" noValidate aria-label={t("forgotTitle")}>
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t("forgotDescription")}
        </Text>
        <FormField label={t("email")} name="email" type="email" autoComplete="email" error={error} />
        <Button type="submit" size="3" loading={busy}>
          {t("sendResetLink")}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t("backToLogin")}
        </Button>
      </Flex>
    </form>
  );
}
