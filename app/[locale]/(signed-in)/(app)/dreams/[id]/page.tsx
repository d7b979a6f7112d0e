import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DreamView } from "@/components/dreams/dream-view";
import { AppError } from "@/lib/errors/app-error";
import { currentUser } from "@/lib/auth/current-user";
import { getDream } from "@/lib/dreams/service";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale } from "@/lib/i18n/page-locale";

type Params = Promise<{ locale: string; id: string }>;

async function load(id: string) {
  const user = await currentUser();
  // The database cannot tell who is signed in right now. The dream is not
  // gone, so no 404: app/error.tsx says so and offers to try again.
  if (user === undefined) throw new AppError("service_unavailable", "databaseUnavailable");
  if (!user) return null;
  try {
    return await getDream(user.id, id);
  } catch (error) {
    // Another user's dream, a deleted one or a malformed id: simply not found.
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
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
  const dream = await load(id);
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
      <DreamView initial={dream} />
    </PageMessages>
  );
}
