"use client";

import { Badge, Card, DataList, Flex, Heading, Switch, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useAiConsent } from "@/lib/swr/use-ai-consent";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { EmailStatus } from "./email-status";
import { RemindersCard } from "./reminders-card";
import { SubscriptionCard } from "./subscription-card";
import { TimeZoneCard } from "./time-zone-card";

export function ProfileCard() {
  const t = useTranslations("Profile");
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const setConsent = useAiConsent();
  const [savingConsent, setSavingConsent] = useState(false);
  if (!user) return null;

  async function changeConsent(consent: boolean) {
    setSavingConsent(true);
    try {
      await setConsent(consent);
    } catch (error) {
      toast({ title: t("aiSaveFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setSavingConsent(false);
    }
  }

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 640 }}>
      <Heading as="h1" size="8">
        {t("title")}
      </Heading>
      <Card size="3">
        <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
          <DataList.Item>
            <DataList.Label>{t("email")}</DataList.Label>
            <DataList.Value>
              <Flex direction="column" gap="2" align="start">
                <Text data-testid="profile-email" className="user-text">
                  {user.email}
                </Text>
                <EmailStatus user={user} />
              </Flex>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t("accountType")}</DataList.Label>
            <DataList.Value>
              <Badge color={user.isPremium ? "amber" : "gray"}>{user.isPremium ? t("premiumMember") : t("freeMember")}</Badge>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label>{t("dreamsRecorded")}</DataList.Label>
            <DataList.Value data-testid="profile-dream-count">{user.dreamCount ?? 0}</DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
      <SubscriptionCard />
      <Card size="3" data-testid="ai-settings">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4">
            {t("aiTitle")}
          </Heading>
          {user.externalAi ? (
            <>
              <Text as="label" size="2">
                <Flex gap="3" align="start">
                  <Switch
                    mt="1"
                    checked={user.aiConsent === true}
                    disabled={savingConsent}
                    onCheckedChange={changeConsent}
                    data-testid="ai-consent-switch"
                  />
                  {t("aiSwitch", { model: user.externalAi.model, host: user.externalAi.host })}
                </Flex>
              </Text>
              <Text as="p" size="2" color="gray" data-testid="ai-consent-state">
                {user.aiConsent ? t("aiOn", { model: user.externalAi.model }) : t("aiOff")}
              </Text>
            </>
          ) : (
            <Text as="p" size="2" color="gray" data-testid="ai-consent-state">
              {t("aiNotConfigured")}
            </Text>
          )}
        </Flex>
      </Card>
      <TimeZoneCard />
      <RemindersCard />
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4">
            {t("dangerZone")}
          </Heading>
          <DeleteAccountDialog />
        </Flex>
      </Card>
    </Flex>
  );
}
