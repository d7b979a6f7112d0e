import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TestCheckout } from "@/components/billing/test-checkout";
import { currentUser } from "@/lib/auth/current-user";
import { getLocalCheckout } from "@/lib/billing/local";
import { checkoutProvider } from "@/lib/billing/provider";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata() {
  const t = await getTranslations("Checkout");
  return { title: t("title"), robots: { index: false, follow: false } };
}

// The local test checkout: only without Stripe keys, where it is allowed (lib/env.ts), only for the session's owner.
export default async function TestCheckoutPage({ params }: { params: Promise<{ locale: string; sessionId: string }> }) {
  if (checkoutProvider()?.name !== "local") notFound();
  const locale = await pageLocale(params);
  const { sessionId } = await params;
  const user = await currentUser();
  const session = user ? await getLocalCheckout(sessionId) : null;
  if (!user || !session || session.userId !== user.id) notFound();
  return (
    <PageMessages locale={locale} namespaces={["Checkout", "Common", "Toast"]}>
      <TestCheckout sessionId={session.sessionId} payable={session.status === "open"} />
    </PageMessages>
  );
}
