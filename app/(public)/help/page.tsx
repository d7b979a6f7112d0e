import { SimplePage } from "@/components/layout/simple-page";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Help", "/help");

export default function HelpPage() {
  return <SimplePage namespace="Help" />;
}
