import { AuthScreen } from "@/components/auth/auth-screen";
import { MarketingPanel } from "@/components/auth/marketing-panel";
import { ToastIsland } from "@/components/layout/toast-island";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { titledPage } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return titledPage("Auth", "/auth");
}

export default async function AuthPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <ToastIsland namespaces={["Auth", "Validation", "Nav", "Verify"]}>
      <AuthScreen marketing={<MarketingPanel />} />
    </ToastIsland>
  );
}
