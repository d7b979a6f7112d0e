import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { ToastIsland } from "@/components/layout/toast-island";
import { PageSpinner } from "@/components/ui/page-spinner";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations("Auth");
  return pageMetadata({ title: t("resetTitle"), path: "/auth/reset-password" });
}

export default async function ResetPasswordPage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  return (
    <ToastIsland namespaces={["Auth", "Validation"]}>
      <Suspense fallback={<PageSpinner />}>
        <ResetPasswordForm />
      </Suspense>
    </ToastIsland>
  );
}
