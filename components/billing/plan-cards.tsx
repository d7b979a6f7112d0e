import { CheckIcon } from "@radix-ui/react-icons";
import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

/** The Pricing messages the cards show. */
export type PlanTextKey =
  | "freeName"
  | "freeTagline"
  | "perMonth"
  | "free.record"
  | "free.analytics"
  | "free.export"
  | "free.playlists"
  | "premiumName"
  | "premiumTagline"
  | "premium.everything"
  | "premium.ai"
  | "premium.combined"
  | "premium.patterns"
  | "premium.telegram";

interface Plan {
  /** "Current plan", for a member. */
  badge?: ReactNode;
  /** The plan's buttons or links. */
  actions: ReactNode;
}

interface Props {
  text: (key: PlanTextKey) => string;
  locale: string;
  /** The monthly prices, formatted for the locale. */
  prices: { free: string; premium: string };
  free: Plan;
  premium: Plan;
}

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

/**
 * Free and Premium side by side: drawn the same for a visitor (on the server,
 * prerendered, with links: components/billing/visitor-pricing.tsx) and for a
 * member (in the browser, with their buttons: pricing-cards.tsx).
 */
export function PlanCards({ text, locale, prices, free, premium }: Props) {
  return (
    <div className="pricing-grid">
      <Card size="4" asChild>
        <section aria-labelledby="plan-free" data-testid="plan-free">
          <Flex direction="column" gap="4" height="100%">
            <Flex direction="column" gap="1">
              <Flex justify="between" align="center">
                <Heading as="h2" size="5" id="plan-free">
                  {text("freeName")}
                </Heading>
                {free.badge}
              </Flex>
              <Text size="2" color="gray">
                {text("freeTagline")}
              </Text>
            </Flex>
            <Text as="p">
              <Text size="8" weight="bold">
                {prices.free}
              </Text>{" "}
              <Text color="gray">{text("perMonth")}</Text>
            </Text>
            <ul className="feature-list">
              <Feature>{text("free.record")}</Feature>
              <Feature>{text("free.analytics")}</Feature>
              <Feature>{text("free.export")}</Feature>
              <Feature>{text("free.playlists")}</Feature>
            </ul>
            <Flex mt="auto">{free.actions}</Flex>
          </Flex>
        </section>
      </Card>
      <Card size="4" asChild className="plan-premium">
        <section aria-labelledby="plan-premium" data-testid="plan-premium">
          <Flex direction="column" gap="4" height="100%">
            <Flex direction="column" gap="1">
              <Flex justify="between" align="center">
                <Heading as="h2" size="5" id="plan-premium">
                  {text("premiumName")}
                </Heading>
                {premium.badge}
              </Flex>
              <Text size="2" color="gray">
                {text("premiumTagline")}
              </Text>
            </Flex>
            <Text as="p">
              <Text size="8" weight="bold" data-testid="premium-price">
                {prices.premium}
              </Text>{" "}
              <Text color="gray">{text("perMonth")}</Text>
            </Text>
            <ul className="feature-list">
              <Feature>{text("premium.everything")}</Feature>
              <Feature>{text("premium.ai")}</Feature>
              <Feature>{text("premium.combined")}</Feature>
              <Feature>{text("premium.patterns")}</Feature>
              {/* The spec: the Telegram bot is marked coming soon in English and omitted in other languages. */}
              {locale === "en" && <Feature>{text("premium.telegram")}</Feature>}
            </ul>
            <Flex mt="auto" gap="3" wrap="wrap">
              {premium.actions}
            </Flex>
          </Flex>
        </section>
      </Card>
    </div>
  );
}

/** A plan's price per month, as the locale writes dollars. */
export function planPrice(format: (value: number, options: { style: "currency"; currency: string }) => string, cents: number) {
  return format(cents / 100, { style: "currency", currency: "USD" });
}
