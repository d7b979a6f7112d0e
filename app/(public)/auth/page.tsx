import { AuthScreen } from "@/components/auth/auth-screen";
import { MarketingPanel } from "@/components/auth/marketing-panel";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Auth", "/auth");

export default function AuthPage() {
  return <AuthScreen marketing={<MarketingPanel />} />;
}
