"use client";

import { Button } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";

interface Props {
  /** The page Stripe's Customer Portal leads back to. */
  returnTo: "/pricing" | "/profile";
  size?: "2" | "3";
}

/** Opens Stripe's Customer Portal (cards, invoices) for a user Stripe knows. */
export function ManageBillingButton({ returnTo, size = "3" }: Props) {
  const t = useTranslations("Pricing");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [opening, setOpening] = useState(false);

  async function openPortal() {
    setOpening(true);
    try {
      const { url } = await api("POST", "/api/subscribe/portal", "redirect", { returnTo });
      // Stays "opening" while the browser leaves for Stripe.
      window.location.assign(url);
    } catch (error) {
      toast({ title: t("portalFailed"), description: errorMessage(error), variant: "destructive", duration: 5000 });
      setOpening(false);
    }
  }

  return (
    <Button size={size} variant="soft" loading={opening} onClick={() => void openPortal()} data-testid="manage-billing">
      {t("manageBilling")}
    </Button>
  );
}
