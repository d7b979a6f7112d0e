"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { Button, Flex, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";

/** Shown only when there is more than one page, as the spec says. */
export function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useTranslations("Pagination");
  if (pages <= 1) return null;
  return (
    <Flex asChild align="center" justify="center" gap="4">
      <nav aria-label={t("label")}>
        <Button variant="soft" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeftIcon /> {t("previous")}
        </Button>
        <Text size="2" data-testid="page-status">
          {t("status", { page, pages })}
        </Text>
        <Button variant="soft" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("next")} <ChevronRightIcon />
        </Button>
      </nav>
    </Flex>
  );
}
