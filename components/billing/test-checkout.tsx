"use client";

import { LockClosedIcon } from "@radix-ui/react-icons";
import { Button, Callout, Card, Flex, Heading, Separator, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { useState } from "react";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { PREMIUM_PRICE_CENTS } from "@/lib/billing/constants";

/** Stands in for Stripe's hosted Checkout on a server without keys; says so plainly. */
export function TestCheckout({ sessionId, payable }: { sessionId: string; payable: boolean }) {
  const t = useTranslations("Checkout");
  const format = useFormatter();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [paying, setPaying] = useState(false);
  const price = format.number(PREMIUM_PRICE_CENTS / 100, { style: "currency", currency: "USD" });

  async function pay() {
    setPaying(true);
    try {
      const { url } = await api("POST", `/api/subscribe/test-checkout/${sessionId}/pay`, "redirect");
      window.location.assign(url);
    } catch (error) {
      toast({ title: t("payFailed"), description: errorMessage(error), variant: "destructive", duration: 5000 });
      setPaying(false);
    }
  }

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: 480, margin: "0 auto", width: "100%" }}>
      <Callout.Root color="amber" role="note" data-testid="test-mode-banner">
        <Callout.Text weight="bold">{t("testBanner")}</Callout.Text>
      </Callout.Root>
      <Card size="4">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="6">
            {t("title")}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t("explanation")}
          </Text>
          <Separator size="4" />
          {payable ? (
            <>
              <Flex justify="between" align="baseline" gap="3">
                <Flex direction="column">
                  <Text weight="bold">{t("plan")}</Text>
                  <Text size="1" color="gray">
                    {t("billed")}
                  </Text>
                </Flex>
                <Text size="5" weight="bold">
                  {price}
                </Text>
              </Flex>
              <Button size="3" loading={paying} onClick={() => void pay()} data-testid="test-pay">
                <LockClosedIcon aria-hidden /> {paying ? t("paying") : t("pay", { price })}
              </Button>
              <Button asChild size="3" variant="soft" color="gray">
                <LocaleLink href="/subscription/cancel" data-testid="test-cancel">
                  {t("cancel")}
                </LocaleLink>
              </Button>
            </>
          ) : (
            <>
              <Heading as="h2" size="4">
                {t("unavailableTitle")}
              </Heading>
              <Text as="p" size="2">
                {t("unavailableText")}
              </Text>
              <Button asChild size="3" variant="soft">
                <LocaleLink href="/pricing">{t("toPricing")}</LocaleLink>
              </Button>
            </>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
