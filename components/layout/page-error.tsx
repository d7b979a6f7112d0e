"use client";

import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import NextLink from "next/link";
import { PRODUCT } from "@/lib/seo/product";

/**
 * What a page says when it cannot be shown right now (the database is away,
 * a bug): nothing was lost, try again. The header and footer stay around it.
 */
export function PageErrorView({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const t = useTranslations("PageError");
  return (
    <Flex justify="center" pt="9" data-testid="page-error">
      {/* The page's own metadata could not be made either; React puts this in <head>. */}
      <title>{`${t("title")} | ${PRODUCT}`}</title>
      <Card size="4" style={{ maxWidth: 520 }}>
        <Flex direction="column" gap="3">
          <Heading as="h1" size="7">
            {t("title")}
          </Heading>
          <Text as="p" color="gray">
            {t("text")}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button onClick={onRetry} loading={retrying}>
              {t("retry")}
            </Button>
            <Button asChild variant="soft">
              <NextLink href="/">{t("home")}</NextLink>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
