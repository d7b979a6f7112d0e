"use client";

import { Badge, Button, Callout, Flex } from "@radix-ui/themes";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/auth-provider";
import { PREMIUM_PRICE_CENTS } from "@/lib/billing/constants";
import { DowngradeButton } from "./downgrade-button";
import { ManageBillingButton } from "./manage-billing-button";
import { PlanCards, planPrice } from "./plan-cards";
import { useCheckout } from "./use-checkout";

interface Props {
  /** Who takes upgrades: Stripe, the local test checkout (no Stripe keys), or nobody (a public server without either). */
  payments: "stripe" | "local" | "none";
  /** The user has a Stripe customer: offer the Customer Portal. */
  portal: boolean;
}

/** /pricing for a member: Free and Premium with the buttons their plan calls for (visitors: visitor-pricing.tsx). */
export function PricingCards({ payments, portal }: Props) {
  const t = useTranslations("Pricing");
  const format = useFormatter();
  const locale = useLocale();
  const { user } = useAuth();
  const checkout = useCheckout();

  const premium = Boolean(user?.isPremium);
  const freeAction = premium ? (
    <DowngradeButton />
  ) : (
    <Button size="3" variant="soft" disabled data-testid="current-plan">
      {t("currentPlan")}
    </Button>
  );

  const premiumAction = premium ? (
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
      <PlanCards
        text={(key) => t(key)}
        locale={locale}
        prices={{ free: planPrice(format.number, 0), premium: planPrice(format.number, PREMIUM_PRICE_CENTS) }}
        free={{ badge: user && !premium && <Badge color="gray">{t("currentPlan")}</Badge>, actions: freeAction }}
        premium={{
          badge: premium && <Badge color="amber">{t("currentPlan")}</Badge>,
          actions: (
            <>
              {premiumAction}
              {premium && portal && <ManageBillingButton returnTo="/pricing" />}
            </>
          ),
        }}
      />
    </Flex>
  );
}
