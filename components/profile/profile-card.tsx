"use client";

import { AlertDialog, Badge, Button, Card, DataList, Flex, Heading } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { useToast } from "@/components/ui/toaster";
import { api, ApiError } from "@/lib/api/client";

export function ProfileCard() {
  const t = useTranslations("Profile");
  const { user, refresh } = useAuth();
  const toast = useToast();
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;

  async function deleteAccount() {
    setDeleting(true);
    try {
      await api("DELETE", "/api/user");
      await refresh();
      router.replace("/auth");
    } catch (error) {
      toast({ title: t("deleteFailed"), description: error instanceof ApiError ? error.serverMessage : String(error), variant: "destructive" });
      setDeleting(false);
    }
  }

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 640 }}>
      <Heading as="h1" size="8">
        {t("title")}
      </Heading>
      <Card size="3">
        <DataList.Root>
          <DataList.Item>
            <DataList.Label>{t("email")}</DataList.Label>
            <DataList.Value data-testid="profile-email">{user.email}</DataList.Value>
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
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4">
            {t("dangerZone")}
          </Heading>
          <AlertDialog.Root>
            <AlertDialog.Trigger>
              <Button color="red" variant="soft">
                {t("deleteAccount")}
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Content maxWidth="440px">
              <AlertDialog.Title>{t("deleteAccount")}</AlertDialog.Title>
              <AlertDialog.Description>{t("deleteConfirm")}</AlertDialog.Description>
              <Flex gap="3" mt="4" justify="end">
                <AlertDialog.Cancel>
                  <Button variant="soft" color="gray">
                    {t("cancel")}
                  </Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action>
                  <Button color="red" loading={deleting} onClick={deleteAccount}>
                    {t("deleteForever")}
                  </Button>
                </AlertDialog.Action>
              </Flex>
            </AlertDialog.Content>
          </AlertDialog.Root>
        </Flex>
      </Card>
    </Flex>
  );
}
