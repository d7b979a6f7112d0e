"use client";

import { CheckIcon } from "@radix-ui/react-icons";
import { Badge, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import NextLink from "next/link";
import { useState, type ReactNode } from "react";
import { useAuth } from "@/components/auth/auth-provider";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";
import { PREMIUM_PRICE_CENTS } from "@/lib/billing/schema";
import { useCheckout } from "./use-checkout";

function Feature({ children }: { children: ReactNode }) {
  return (
    <li>
      <Flex gap="2" align="start">
        <CheckIcon aria-hidden style={{ flex: "none", marginTop: 3, color: "var(--accent-11)" }} />
        <Text size="2">{children}</Text>
      </Flex>
    </li>
  );
}

interface Props {
  /** Who takes upgrades: Stripe, the local test checkout (no Stripe keys), or nobody (a public server without either). */
  payments: "stripe" | "local" | "none";
  /** The user has a Stripe customer: offer the Customer Portal. */
  portal: boolean;
}

/** /pricing: Free and Premium with their features and the button each plan calls for. */
export function PricingCards({ payments, portal }: Props) {
  const t = useTranslations("Pricing");
  const format = useFormatter();
  const locale = useLocale();
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const checkout = useCheckout();
  const [opening, setOpening] = useState(false);
  const price = (cents: number) => format.number(cents / 100, { style: "currency", currency: "USD" });

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

  async function openPortal() {
    setOpening(true);
    try {
      const { url } = await api("POST", "/api/subscribe/portal", "redirect");
      window.location.assign(url);
    } catch (error) {
      toast({ title: t("portalFailed"), description: errorMessage(error), variant: "destructive", duration: 5000 });
      setOpening(false);
    }
  }

  const premium = Boolean(user?.isPremium);
  const freeAction = !user ? (
    <Button asChild size="3" variant="soft">
      <NextLink href="/auth">{t("getStarted")}</NextLink>
    </Button>
  ) : premium ? (
    <ConfirmDialog
      trigger={
        <Button size="3" variant="soft" color="gray" data-testid="downgrade">
          {t("downgrade")}
        </Button>
      }
      title={t("downgradeTitle")}
      description={t("downgradeConfirm")}
      confirmLabel={t("downgrade")}
      cancelLabel={t("cancel")}
      onConfirm={downgrade}
    />
  ) : (
    <Button size="3" variant="soft" disabled data-testid="current-plan">
      {t("currentPlan")}
    </Button>
  );

  const premiumAction = !user ? (
    <Button asChild size="3">
      <NextLink href="/auth">{t("upgrade")}</NextLink>
    </Button>
  ) : premium ? (
    <Button size="3" disabled data-testid="already-premium">
      {t("alreadyPremium")}
    </Button>
  ) : payments === "none" ? (
    <Button size="3" disabled aria-describedby="payments-off-note" data-testid="upgrade">
      {t("upgrade")}
    </Button>
  ) : (
    <Button size="3" loading={checkout.starting} onClick={() => void checkout.start()} data-testid="upgrade">
      {checkout.starting ? t("processing") : t("upgrade")}
    </Button>
  );

  return (
    <Flex direction="column" gap="4">
      {payments === "local" && user && !premium && (
        <Callout.Root color="amber" variant="surface" data-testid="test-mode-note">
          <Callout.Text>{t("testMode")}</Callout.Text>
        </Callout.Root>
      )}
      {payments === "none" && user && !premium && (
        <Callout.Root color="gray" variant="surface" role="note" id="payments-off-note" data-testid="payments-off-note">
          <Callout.Text>{t("notConfigured")}</Callout.Text>
        </Callout.Root>
      )}
      <div className="pricing-grid">
        <Card size="4" asChild>
          <section aria-labelledby="plan-free" data-testid="plan-free">
            <Flex direction="column" gap="4" height="100%">
              <Flex direction="column" gap="1">
                <Flex justify="between" align="center">
                  <Heading as="h2" size="5" id="plan-free">
                    {t("freeName")}
                  </Heading>
                  {user && !premium && <Badge color="gray">{t("currentPlan")}</Badge>}
                </Flex>
                <Text size="2" color="gray">
                  {t("freeTagline")}
                </Text>
              </Flex>
              <Text as="p">
                <Text size="8" weight="bold">
                  {price(0)}
                </Text>{" "}
                <Text color="gray">{t("perMonth")}</Text>
              </Text>
              <ul className="feature-list">
                <Feature>{t("free.record")}</Feature>
                <Feature>{t("free.analytics")}</Feature>
                <Feature>{t("free.export")}</Feature>
                <Feature>{t("free.playlists")}</Feature>
              </ul>
              <Flex mt="auto">{freeAction}</Flex>
            </Flex>
          </section>
        </Card>
        <Card size="4" asChild className="plan-premium">
          <section aria-labelledby="plan-premium" data-testid="plan-premium">
            <Flex direction="column" gap="4" height="100%">
              <Flex direction="column" gap="1">
                <Flex justify="between" align="center">
                  <Heading as="h2" size="5" id="plan-premium">
                    {t("premiumName")}
                  </Heading>
                  {premium && <Badge color="amber">{t("currentPlan")}</Badge>}
                </Flex>
                <Text size="2" color="gray">
                  {t("premiumTagline")}
                </Text>
              </Flex>
              <Text as="p">
                <Text size="8" weight="bold" data-testid="premium-price">
                  {price(PREMIUM_PRICE_CENTS)}
                </Text>{" "}
                <Text color="gray">{t("perMonth")}</Text>
              </Text>
              <ul className="feature-list">
                <Feature>{t("premium.everything")}</Feature>
                <Feature>{t("premium.ai")}</Feature>
                <Feature>{t("premium.combined")}</Feature>
                <Feature>{t("premium.patterns")}</Feature>
                {/* The spec: the Telegram bot is marked coming soon in English and omitted in other languages. */}
                {locale === "en" && <Feature>{t("premium.telegram")}</Feature>}
              </ul>
              <Flex mt="auto" gap="3" wrap="wrap">
                {premiumAction}
                {premium && portal && (
                  <Button
                    size="3"
                    variant="soft"
                    loading={opening}
                    onClick={() => void openPortal()}
                    data-testid="manage-billing"
                  >
                    {t("manageBilling")}
                  </Button>
                )}
              </Flex>
            </Flex>
          </section>
        </Card>
      </div>
    </Flex>
  );
}
