import { Button } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import NextLink from "next/link";
import { StatusCard } from "@/components/ui/status-card";

export async function generateMetadata() {
  const t = await getTranslations("NotFound");
  return { title: t("metaTitle") };
}

export default async function NotFound() {
  const t = await getTranslations("NotFound");
  return (
    <StatusCard title={t("title")} text={t("text")} headingColor="red">
      <Button asChild variant="soft">
        <NextLink href="/">{t("home")}</NextLink>
      </Button>
    </StatusCard>
  );
}
