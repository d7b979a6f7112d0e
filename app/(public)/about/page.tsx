import { AboutView } from "@/components/about/about-view";
import { titledPage } from "@/lib/seo/metadata";

export const generateMetadata = () => titledPage("About", "/about");

export default function AboutPage() {
  return <AboutView />;
}
