"use client";

import { Badge, Button, Card, DataList, Flex, Heading } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useAuth } from "@/components/auth/auth-provider";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toaster";
import { send } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";

export function ProfileCard() {
  const t = useTranslations("Profile");
  const { user, refresh } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  if (!user) return null;

  async function deleteAccount() {
    try {
      await send("DELETE", "/api/user");
      await refresh();
      router.replace("/auth");
    } catch (error) {
      toast({ title: t("deleteFailed"), description: errorMessage(error), variant: "destructive" });
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
            <DataList.Value data-testid="profile-email" className="user-text">
              {user.email}
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
      <Card size="3">
        <Flex direction="column" gap="3" align="start">
          <Heading as="h2" size="4">
            {t("dangerZone")}
          </Heading>
          <ConfirmDialog
            trigger={
              <Button color="red" variant="soft">
                {t("deleteAccount")}
              </Button>
            }
            title={t("deleteAccount")}
            description={t("deleteConfirm")}
            confirmLabel={t("deleteForever")}
            cancelLabel={t("cancel")}
            onConfirm={deleteAccount}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
