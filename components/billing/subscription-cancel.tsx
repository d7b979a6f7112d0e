"use client";

import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { useEffect, useRef } from "react";
import { useToast } from "@/components/ui/toaster";

/** Back from a cancelled checkout: a destructive toast on entry, and the way back to pricing. */
export function SubscriptionCancel() {
  const t = useTranslations("SubscriptionCancel");
  const toast = useToast();
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ title: t("toastTitle"), description: t("toastText"), variant: "destructive" });
  }, [t, toast]);

  return (
    <Card size="4" style={{ maxWidth: 520, margin: "40px auto", width: "100%" }} data-testid="payment-cancelled">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h1" size="6">
          {t("title")}
        </Heading>
        <Text as="p">{t("retry")}</Text>
        <Button asChild size="3">
          <LocaleLink href="/pricing">{t("back")}</LocaleLink>
        </Button>
      </Flex>
    </Card>
  );
}
