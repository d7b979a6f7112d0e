"use client";

import { Card, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useRouter } from "@/lib/i18n/navigation";
import { useEffect, useRef } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { flashOnNextPage } from "@/components/ui/flash-toast";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";

/**
 * Back from checkout: activate the session in the URL (the server checks it
 * was paid, and by this user), then toast and go home as Premium; on any
 * failure, say why and go to /pricing.
 */
export function SubscriptionSuccess() {
  const t = useTranslations("SubscriptionSuccess");
  const search = useSearchParams();
  const router = useRouter();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { refresh } = useAuth();
  const started = useRef(false);
  const sessionId = search.get("session_id");

  useEffect(() => {
    // Once per visit, even under React's development double effects.
    if (started.current) return;
    started.current = true;
    const fail = (description: string) => {
      toast({ title: t("failed"), description, variant: "destructive", duration: 5000 });
      router.replace("/pricing");
    };
    if (!sessionId) return fail(t("noSession"));
    api("POST", "/api/subscribe/activate", "plan", { sessionId })
      .then(async (plan) => {
        if (!plan.isPremium) return fail(t("notMarked"));
        await refresh();
        flashOnNextPage({ title: t("doneTitle"), description: t("doneText") });
        router.replace("/");
      })
      .catch((error: unknown) => fail(errorMessage(error)));
  }, [sessionId, t, toast, router, refresh, errorMessage]);

  return (
    <Card size="4" style={{ maxWidth: 480, margin: "40px auto", width: "100%" }}>
      <Flex direction="column" align="center" gap="3" role="status" aria-live="polite" data-testid="subscription-processing">
        <Spinner size="3" />
        <Heading as="h1" size="5" align="center">
          {t("processing")}
        </Heading>
        <Text as="p" color="gray" align="center">
          {t("wait")}
        </Text>
      </Flex>
    </Card>
  );
}
