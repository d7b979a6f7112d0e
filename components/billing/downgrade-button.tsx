"use client";

import { Button } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";

/**
 * Premium → Free, behind its confirmation: on /pricing and on /profile. The
 * page reloads afterwards, as the spec says, and shows the new plan.
 */
export function DowngradeButton({ size = "3" }: { size?: "2" | "3" }) {
  const t = useTranslations("Pricing");
  const toast = useToast();
  const errorMessage = useErrorMessage();

  async function downgrade() {
    try {
      const plan = await api("POST", "/api/subscribe/downgrade", "plan");
      if (plan.isPremium) throw new Error(t("downgradeFailed"));
      window.location.reload();
    } catch (error) {
      toast({ title: t("downgradeFailed"), description: errorMessage(error), variant: "destructive", duration: 5000 });
      throw error;
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <Button size={size} variant="soft" color="gray" data-testid="downgrade">
          {t("downgrade")}
        </Button>
      }
      title={t("downgradeTitle")}
      description={t("downgradeConfirm")}
      confirmLabel={t("downgrade")}
      cancelLabel={t("cancel")}
      onConfirm={downgrade}
    />
  );
}
