"use client";

import { Button, Card, Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";
import { FormField } from "@/components/ui/form-field";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useFieldErrors } from "@/lib/forms/use-field-errors";
import { Link as LocaleLink, useRouter } from "@/lib/i18n/navigation";

/** The token comes from the link's address (read in the browser, so that the page itself can be prerendered). */
export function ResetPasswordForm() {
  const token = useSearchParams().get("token") ?? "";
  const t = useTranslations("Auth");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const { errors, check, recheck } = useFieldErrors("resetPasswordForm");
  const [busy, setBusy] = useState(false);
  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    return { password: data.get("password"), confirmPassword: data.get("confirmPassword") };
  };

  // Uncontrolled inputs: text typed before hydration is kept. The link's token says whose password this is.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await check(read(event.currentTarget));
    if (checked.errors) return;
    setBusy(true);
    try {
      const { password } = checked.data;
      const result = await api("POST", "/api/password/reset", "messageResult", { token, password });
      toast({ title: t("resetDoneTitle"), description: result.message });
      router.replace("/auth");
    } catch (error) {
      toast({
        title: t("resetFailed"),
        description: errorMessage(error),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card size="4" style={{ maxWidth: 440, margin: "8vh auto" }}>
      <form
        onSubmit={submit}
        onChange={(event) => void recheck(read(event.currentTarget))}
        method="post"
        noValidate
        aria-label={t("resetTitle")}
      >
        <Flex direction="column" gap="3">
          <Heading as="h1" size="6">
            {t("resetTitle")}
          </Heading>
          {!token && (
            <Text color="red" role="alert">
              {t("resetMissingToken")}
            </Text>
          )}
          <FormField
            label={t("newPassword")}
            name="password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
          />
          <FormField
            label={t("confirmPassword")}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <Button type="submit" size="3" loading={busy} disabled={!token}>
            {t("setNewPassword")}
          </Button>
          <ThemeLink asChild size="2">
            <LocaleLink href="/auth">{t("backToLogin")}</LocaleLink>
          </ThemeLink>
        </Flex>
      </form>
    </Card>
  );
}
