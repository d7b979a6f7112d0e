"use client";

import { useTranslations } from "next-intl";
import { useCallback, useState, type ReactNode } from "react";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";

/** As the reset link's toast (components/auth/forgot-password-form.tsx): 10 seconds, to read and press. */
export const VERIFY_LINK_TOAST_MS = 10_000;

/** The toast's text: the server's sentence, and on a laptop without mail the link itself. */
export function VerificationSentText({ message, dev }: { message: string; dev?: string }): ReactNode {
  const t = useTranslations("Verify");
  if (!dev) return message;
  return (
    <>
      {t("sentLocal")}{" "}
      <a href={dev} data-testid="verify-link">
        {t("openLink")}
      </a>
    </>
  );
}

/**
 * Sends the verification link again (POST /api/user/verification) and says
 * so in a toast: where it went, or on a laptop without mail the link.
 */
export function useResendVerification() {
  const t = useTranslations("Verify");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [sending, setSending] = useState(false);
  const resend = useCallback(async () => {
    setSending(true);
    try {
      const sent = await api("POST", "/api/user/verification", "verificationSent");
      toast({
        title: t("sentTitle"),
        description: <VerificationSentText message={sent.message} dev={sent.dev} />,
        duration: VERIFY_LINK_TOAST_MS,
      });
    } catch (error) {
      toast({ title: t("resendFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setSending(false);
    }
  }, [errorMessage, t, toast]);
  return { resend, sending };
}
