import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AnalysisView } from "@/components/analyses/analysis-view";
import { getAnalysis } from "@/lib/analyses/service";
import { titleValues } from "@/lib/analyses/title";
import { currentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors/app-error";
import { pageMetadata } from "@/lib/seo/metadata";
import { PageMessages } from "@/components/layout/page-messages";
import { pageLocale } from "@/lib/i18n/page-locale";

type Params = Promise<{ locale: string; id: string }>;

// Once per request: the metadata and the page both need it.
const load = cache(async (id: string) => {
  const user = await currentUser();
  // The database cannot tell who is signed in right now. The analysis is not
  // gone, so no 404: the error page says so and offers to try again.
  if (user === undefined) throw new AppError("service_unavailable", "databaseUnavailable");
  if (!user) return null;
  try {
    return await getAnalysis(user.id, id);
  } catch (error) {
    // Another user's analysis, a deleted one or a malformed id: simply not found.
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const analysis = await load(id);
  const t = await getTranslations("Analyses");
  const title = analysis ? t("dreamsTitle", titleValues(analysis, t("deletedDream"))) : undefined;
  const base = await pageMetadata({ title, path: `/analyses/${encodeURIComponent(id)}` });
  // A private page: never indexed.
  return { ...base, robots: { index: false, follow: false } };
}

// /analyses/{id} – one of the signed-in user's combined analyses, with the dreams it read.
export default async function AnalysisPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const analysis = await load(id);
  if (!analysis) notFound();
  return (
    <PageMessages locale={locale} namespaces={["Analyses", "Common", "Toast"]}>
      <AnalysisView analysis={analysis} />
    </PageMessages>
  );
}
