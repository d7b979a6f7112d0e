import { HelpView } from "@/components/help/help-view";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Help", "/help");

export default function HelpPage() {
  return <HelpView />;
}
