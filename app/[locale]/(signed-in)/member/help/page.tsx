import { HelpView } from "@/components/help/help-view";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

// /help for a signed-in visitor: the same topics in the signed-in shell, pointing to the journal instead of sign-up.
export { generateMetadata } from "../../../(public)/(site)/help/page";

export default async function MemberHelpPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return <HelpView signedIn />;
}
