import { Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { PricingCards } from "@/components/billing/pricing-cards";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { currentUser } from "@/lib/auth/current-user";
import { billingAccount } from "@/lib/billing/queries";
import { checkoutProvider } from "@/lib/billing/provider";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Pricing", "/pricing");

export default async function PricingPage() {
  const t = await getTranslations("Pricing");
  const user = await currentUser();
  const payments = checkoutProvider()?.name ?? "none";
  const stripe = payments === "stripe";
  const account =
    user && stripe
      ? await billingAccount(user.id).catch((error: unknown) => {
          if (isDatabaseUnavailable(error)) return null; // no portal link this time; the page still works
          throw error;
        })
      : null;
  return (
    <Flex direction="column" gap="5" style={{ maxWidth: 880, margin: "0 auto", width: "100%" }}>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="8">
          {t("title")}
        </Heading>
        <Text as="p" size="4" color="gray">
          {t("lead")}
        </Text>
      </Flex>
      <PricingCards payments={payments} portal={Boolean(account?.stripeCustomerId)} />
    </Flex>
  );
}
