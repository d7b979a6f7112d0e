import { SimplePage } from "@/components/layout/simple-page";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Pricing", "/pricing");

export default function PricingPage() {
  return <SimplePage namespace="Pricing" />;
}
