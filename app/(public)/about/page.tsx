import { SimplePage } from "@/components/layout/simple-page";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("About", "/about");

export default function AboutPage() {
  return <SimplePage namespace="About" />;
}
