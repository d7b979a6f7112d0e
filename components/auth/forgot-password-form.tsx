"use client";

import { Button, Flex, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useFieldErrors } from "@/lib/forms/use-field-errors";

/** The spec's 10-second toast for the local reset link. */
export const RESET_LINK_TOAST_MS = 10_000;

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const t = useTranslations("Auth");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { errors, check, recheck } = useFieldErrors("resetRequest");
  const [busy, setBusy] = useState(false);
  const read = (form: HTMLFormElement) => ({ email: new FormData(form).get("email") });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await check(read(event.currentTarget));
    if (checked.errors) return;
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
    <form
      onSubmit={submit}
      onChange={(event) => void recheck(read(event.currentTarget))}
      method="post"
      noValidate
      aria-label={t("forgotTitle")}
    >
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t("forgotDescription")}
        </Text>
        <FormField label={t("email")} name="email" type="email" autoComplete="email" error={errors.email} />
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
