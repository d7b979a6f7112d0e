import { Button } from "@radix-ui/themes";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { PREMIUM_PRICE_CENTS } from "@/lib/billing/schema";
import { PlanCards, planPrice } from "./plan-cards";

/**
 * /pricing for a visitor: both plans, each leading to signing in (how payments
 * are set up does not matter yet). Rendered on the server and prerendered per
 * language: nothing here needs the browser.
 */
export async function VisitorPricing() {
  const [t, format, locale] = await Promise.all([getTranslations("Pricing"), getFormatter(), getLocale()]);
  const signIn = (label: string, variant?: "soft") => (
    <Button asChild size="3" variant={variant}>
      <LocaleLink href="/auth" prefetch={false}>
        {label}
      </LocaleLink>
    </Button>
  );
  return (
    <PlanCards
      text={(key) => t(key)}
      locale={locale}
      prices={{ free: planPrice(format.number, 0), premium: planPrice(format.number, PREMIUM_PRICE_CENTS) }}
      free={{ actions: signIn(t("getStarted"), "soft") }}
      premium={{ actions: signIn(t("upgrade")) }}
    />
  );
}
