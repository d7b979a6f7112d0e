"use client";

import { Badge, Button, Callout, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import { useAuth } from "@/components/auth/auth-provider";
import { DowngradeButton } from "@/components/billing/downgrade-button";
import { ManageBillingButton } from "@/components/billing/manage-billing-button";
import { planPrice } from "@/components/billing/plan-cards";
import { useCheckout } from "@/components/billing/use-checkout";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { PREMIUM_PRICE_CENTS } from "@/lib/billing/constants";
import type { SubscriptionView } from "@/lib/billing/schema";
import { useSubscription } from "@/lib/swr/use-subscription";
import { DATE } from "@/lib/time/format";

type Status = NonNullable<SubscriptionView["status"]>;

/** Each status's message key and badge colour. */
const STATUS = {
  active: { key: "active", color: "jade" },
  trialing: { key: "trialing", color: "jade" },
  ending: { key: "ending", color: "amber" },
  past_due: { key: "pastDue", color: "red" },
  ended: { key: "ended", color: "gray" },
} as const satisfies Record<Status, { key: string; color: string }>;

/**
 * /profile's plan: Free or Premium and its price, how a subscription stands
 * and when it renews or ends, and what can be done about it here: upgrade
 * (as the header does), the Customer Portal (Stripe) or a note that payments
 * are simulated (the local test checkout), and downgrade (as on /pricing).
 */
export function SubscriptionCard() {
  const t = useTranslations("Profile.subscription");
  const tPricing = useTranslations("Pricing");
  const format = useFormatter();
  const errorMessage = useErrorMessage();
  const { user } = useAuth();
  const { data: answer, error } = useSubscription();
  const checkout = useCheckout();
  if (!user) return null;

  // The plan is the session's, as in the header, known at once; the details (which may come from Stripe)
  // follow, and are shown only while they are about that plan.
  const premium = user.isPremium;
  const data = answer && answer.plan === (premium ? "premium" : "free") ? answer : undefined;
  const price = planPrice(format.number, premium ? PREMIUM_PRICE_CENTS : 0);
  const date = (iso: string) => <time dateTime={iso}>{format.dateTime(new Date(iso), DATE)}</time>;
  const status = premium && data?.status ? STATUS[data.status] : null;

  return (
    <Card size="3" asChild>
      <section aria-labelledby="subscription-title" data-testid="subscription">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="subscription-title">
            {t("title")}
          </Heading>
          <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
            <DataList.Item>
              <DataList.Label>{t("plan")}</DataList.Label>
              <DataList.Value data-testid="subscription-plan">
                {premium ? t("premium") : t("free")} · {t("price", { price })}
              </DataList.Value>
            </DataList.Item>
            {status && (
              <DataList.Item>
                <DataList.Label>{t("status")}</DataList.Label>
                <DataList.Value>
                  <Badge color={status.color} data-testid="subscription-status">
                    {t(`state.${status.key}`)}
                  </Badge>
                </DataList.Value>
              </DataList.Item>
            )}
            {premium && data?.renewsAt && (
              <DataList.Item>
                <DataList.Label>{t("renewsOn")}</DataList.Label>
                <DataList.Value data-testid="subscription-renews">{date(data.renewsAt)}</DataList.Value>
              </DataList.Item>
            )}
            {premium && data?.endsAt && (
              <DataList.Item>
                <DataList.Label>{t("endsOn")}</DataList.Label>
                <DataList.Value data-testid="subscription-ends">{date(data.endsAt)}</DataList.Value>
              </DataList.Item>
            )}
            {premium && data?.since && (
              <DataList.Item>
                <DataList.Label>{t("since")}</DataList.Label>
                <DataList.Value data-testid="subscription-since">{date(data.since)}</DataList.Value>
              </DataList.Item>
            )}
          </DataList.Root>

          {error && (
            <Callout.Root color="red" variant="surface" role="alert">
              <Callout.Text>{t("loadFailed")}</Callout.Text>
              <Callout.Text size="1">{errorMessage(error)}</Callout.Text>
            </Callout.Root>
          )}
          {premium && data?.status === "ending" && (
            <Text as="p" size="2" color="gray">
              {t("endingNote")}
            </Text>
          )}
          {premium && data?.status === "ended" && (
            <Text as="p" size="2" color="gray">
              {t("endedNote")}
            </Text>
          )}
          {premium && data?.status === "past_due" && (
            <Callout.Root color="red" variant="surface" role="note">
              <Callout.Text>{t("pastDueNote")}</Callout.Text>
            </Callout.Root>
          )}
          {!premium && (
            <Text as="p" size="2" color="gray">
              {t("freeNote")}
            </Text>
          )}
          {data?.payments === "local" && (
            <Callout.Root color="amber" variant="surface" role="note" data-testid="subscription-local-note">
              <Callout.Text>{t("localNote")}</Callout.Text>
            </Callout.Root>
          )}
          {!premium && data?.payments === "none" && (
            <Callout.Root color="gray" variant="surface" role="note" data-testid="subscription-payments-off">
              <Callout.Text>{tPricing("notConfigured")}</Callout.Text>
            </Callout.Root>
          )}

          <Flex gap="3" wrap="wrap">
            {premium ? (
              <>
                {data?.payments === "stripe" && data.portal && <ManageBillingButton returnTo="/profile" size="2" />}
                <DowngradeButton size="2" />
              </>
            ) : (
              <Button
                size="2"
                color="amber"
                disabled={data?.payments === "none"}
                loading={checkout.starting}
                onClick={() => void checkout.start()}
                data-testid="subscription-upgrade"
              >
                {checkout.starting ? tPricing("processing") : tPricing("upgrade")}
              </Button>
            )}
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
