"use client";

import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useAiConsent } from "@/lib/swr/use-ai-consent";

/**
 * Asked once, when this server has an external AI and the user has not
 * chosen yet: where their dream text would go, yes or no. Until they agree,
 * the server uses the built-in interpreter (it enforces this, not the prompt).
 */
export function AiConsentPrompt() {
  const t = useTranslations("AiConsent");
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const setConsent = useAiConsent();
  const [saving, setSaving] = useState<boolean | null>(null);
  if (!user?.externalAi || user.aiConsent !== null) return null;

  async function choose(consent: boolean) {
    setSaving(consent);
    try {
      await setConsent(consent);
      toast({ title: t("saved") });
    } catch (error) {
      toast({ title: t("saveFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setSaving(null);
    }
  }

  return (
    <Callout.Root color="iris" variant="surface" data-testid="ai-consent" role="region" aria-labelledby="ai-consent-title">
      <Flex direction="column" gap="3">
        <Text as="p" weight="bold" id="ai-consent-title">
          {t("title")}
        </Text>
        <Text as="p" size="2">
          {t("body", { model: user.externalAi.model, host: user.externalAi.host })}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button
            onClick={() => choose(true)}
            loading={saving === true}
            disabled={saving !== null}
            data-testid="ai-consent-agree"
          >
            {t("agree")}
          </Button>
          <Button
            variant="soft"
            color="gray"
            onClick={() => choose(false)}
            loading={saving === false}
            disabled={saving !== null}
            data-testid="ai-consent-decline"
          >
            {t("decline")}
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
