"use client";

import { Button, Flex } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { StatusCard } from "@/components/ui/status-card";
import { PRODUCT } from "@/lib/seo/product";

/**
 * What a page says when it cannot be shown right now (the database is away,
 * a bug): nothing was lost, try again. The header and footer stay around it.
 */
export function PageErrorView({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const t = useTranslations("PageError");
  return (
    <>
      {/* The page's own metadata could not be made either; React puts this in <head>. */}
      <title>{`${t("title")} | ${PRODUCT}`}</title>
      <StatusCard title={t("title")} text={t("text")} testId="page-error">
        <Flex gap="3" wrap="wrap">
          <Button onClick={onRetry} loading={retrying}>
            {t("retry")}
          </Button>
          <Button asChild variant="soft">
            <LocaleLink href="/">{t("home")}</LocaleLink>
          </Button>
        </Flex>
      </StatusCard>
    </>
  );
}
