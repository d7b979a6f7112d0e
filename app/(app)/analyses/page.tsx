import { SimplePage } from "@/components/layout/simple-page";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("Analyses", "/analyses");

export default function AnalysesPage() {
  return <SimplePage namespace="Analyses" />;
}
