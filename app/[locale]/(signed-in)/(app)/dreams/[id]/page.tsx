import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DreamView } from "@/components/dreams/dream-view";
import { AppError } from "@/lib/errors/app-error";
import { currentUser } from "@/lib/auth/current-user";
import { getDream } from "@/lib/dreams/service";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale } from "@/lib/i18n/page-locale";
import { SWRConfig } from "swr";
import { dreamPageFirstRender } from "@/lib/swr/first-render";

type Params = Promise<{ locale: string; id: string }>;

async function member() {
  const user = await currentUser();
  // The database cannot tell who is signed in right now. The dream is not
  // gone, so no 404: app/error.tsx says so and offers to try again.
  if (user === undefined) throw new AppError("service_unavailable", "databaseUnavailable");
  return user;
}

async function load(id: string) {
  const user = await member();
  if (!user) return null;
  try {
    return await getDream(user.id, id);
  } catch (error) {
    // Another user's dream, a deleted one or a malformed id: simply not found.
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/**
 * The member's tags under the key the browser would fetch them with: the page
 * then loads neither the list nor the schemas it is checked against.
 */
async function tagFallback(): Promise<Record<string, unknown>> {
  const user = await member();
  return user ? dreamPageFirstRender(user) : {};
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const dream = await load(id);
  const base = await pageMetadata({ title: dream?.title, path: `/dreams/${encodeURIComponent(id)}` });
  // A private page: never indexed.
  return { ...base, robots: { index: false, follow: false } };
}

// /dreams/{id} – one of the signed-in user's dreams, whole, with its actions.
export default async function DreamPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const [dream, fallback] = await Promise.all([load(id), tagFallback()]);
  if (!dream) notFound();
  return (
    <PageMessages
      locale={locale}
      namespaces={[
        "Common",
        "Drafts",
        "DreamCard",
        "Journal",
        "Lucid",
        "Moods",
        "NewDream",
        "Playlists",
        "ShareDialog",
        "Toast",
        "Validation",
        "Verify",
        "VoiceInput",
      ]}
    >
      <SWRConfig value={{ fallback }}>
        <DreamView initial={dream} />
      </SWRConfig>
    </PageMessages>
  );
}
