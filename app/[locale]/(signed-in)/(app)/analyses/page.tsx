import { SWRConfig } from "swr";
import { AnalysesList } from "@/components/analyses/analyses-list";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { listAnalyses } from "@/lib/analyses/service";
import { currentUser } from "@/lib/auth/current-user";
import { titledPage } from "@/lib/seo/metadata";
import { ANALYSES_KEY } from "@/lib/swr/keys";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const generateMetadata = () => titledPage("Analyses", "/analyses");

async function firstList(userId: number): Promise<Record<string, unknown>> {
  try {
    return { [ANALYSES_KEY]: await listAnalyses(userId) };
  } catch (error) {
    // The browser then loads (and reports) it itself.
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
}

// The list comes with the HTML; SWR takes over from there.
export default async function AnalysesPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const user = await currentUser();
  const fallback = user ? await firstList(user.id) : {};
  return (
    <PageMessages locale={locale} namespaces={["Analyses", "Common", "Toast"]}>
      <SWRConfig value={{ fallback }}>
        <AnalysesList />
      </SWRConfig>
    </PageMessages>
  );
}
