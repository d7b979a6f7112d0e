import { SWRConfig } from "swr";
import { Journal } from "@/components/dreams/journal";
import { currentUser } from "@/lib/auth/current-user";
import { journalQueryFrom } from "@/lib/dreams/journal-query";
import { firstRender } from "@/lib/swr/first-render";
import { titledPage } from "@/lib/seo/metadata";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const generateMetadata = () => titledPage("Journal", "/");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The first page of dreams, Dream Health and the count of dreams waiting for an
// interpretation come with the HTML, in one round trip; SWR takes over from
// there (it finds them under the keys it would fetch).
export default async function JournalPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const query = journalQueryFrom({ get: (name) => (typeof search[name] === "string" ? search[name] : null) });
  const user = await currentUser();
  const fallback = user ? await firstRender(user, query) : {};
  return (
    <PageMessages
      locale={locale}
      namespaces={[
        "AiConsent",
        "Ambient",
        "Common",
        "Drafts",
        "DreamCard",
        "Health",
        "Journal",
        "Lucid",
        "Moods",
        "NewDream",
        "Pagination",
        "Playlists",
        "ShareDialog",
        "Toast",
        "Validation",
        "Verify",
        "VoiceInput",
      ]}
    >
      <SWRConfig value={{ fallback }}>
        <Journal />
      </SWRConfig>
    </PageMessages>
  );
}
