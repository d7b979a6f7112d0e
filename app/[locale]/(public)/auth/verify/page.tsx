import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { VerifyEmail } from "@/components/auth/verify-email";
import { ToastIsland } from "@/components/layout/toast-island";
import { PageSpinner } from "@/components/ui/page-spinner";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations("Verify");
  return pageMetadata({ title: t("title"), path: "/auth/verify" });
}

export default async function VerifyPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <ToastIsland namespaces={["Verify"]}>
      <Suspense fallback={<PageSpinner />}>
        <VerifyEmail />
      </Suspense>
    </ToastIsland>
  );
}
