import { AuthScreen } from "@/components/auth/auth-screen";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Auth", "/auth");

export default function AuthPage() {
  return <AuthScreen />;
}
