import { Button } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import NextLink from "next/link";
import { StatusCard } from "@/components/ui/status-card";

/** "Page not found", in the visitor's language, with a way home. */
export async function NotFoundView() {
  const t = await getTranslations("NotFound");
  return (
    <StatusCard title={t("title")} text={t("text")} headingColor="red">
      <Button asChild variant="soft">
        <NextLink href="/">{t("home")}</NextLink>
      </Button>
    </StatusCard>
  );
}

export async function notFoundMetadata() {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle") };
}
