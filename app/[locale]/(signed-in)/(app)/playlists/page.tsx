import { SWRConfig } from "swr";
import { Playlists } from "@/components/playlists/playlists";
import { isDatabaseUnavailable } from "@/lib/errors/database-unavailable";
import { currentUser } from "@/lib/auth/current-user";
import { listPlaylists } from "@/lib/playlists/service";
import { titledPage } from "@/lib/seo/metadata";
import { PLAYLISTS_KEY } from "@/lib/swr/keys";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";

export const generateMetadata = () => titledPage("Playlists", "/playlists");

async function firstList(userId: number): Promise<Record<string, unknown>> {
  try {
    return { [PLAYLISTS_KEY]: await listPlaylists(userId) };
  } catch (error) {
    // The browser then loads (and reports) it itself.
    if (isDatabaseUnavailable(error)) return {};
    throw error;
  }
}

// The list comes with the HTML; SWR takes over from there.
export default async function PlaylistsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const user = await currentUser();
  const fallback = user ? await firstList(user.id) : {};
  return (
    <PageMessages locale={locale} namespaces={["Common", "Moods", "NewDream", "Playlists", "Toast", "Validation"]}>
      <SWRConfig value={{ fallback }}>
        <Playlists />
      </SWRConfig>
    </PageMessages>
  );
}
