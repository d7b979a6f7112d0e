import { HelpView } from "@/components/help/help-view";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { titledPage } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return titledPage("Help", "/help");
}

export default async function HelpPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <HelpView />;
}
