import { AboutView } from "@/components/about/about-view";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { titledPage } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return titledPage("About", "/about");
}

export default async function AboutPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <AboutView />;
}
