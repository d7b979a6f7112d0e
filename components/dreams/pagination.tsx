"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { Button, Flex, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import type { FormEvent } from "react";
import { filterParams, type JournalQuery } from "@/lib/dreams/journal-query";

/**
 * Shown only when there is more than one page, as the spec says. A form that
 * asks for the page by GET, with the filters as hidden fields: without
 * JavaScript the buttons still turn the page; with it the journal's own
 * navigation does (`onPage`).
 */
export function Pagination({
  query,
  page,
  pages,
  pending = false,
  onPage,
}: {
  query: JournalQuery;
  page: number;
  pages: number;
  /** The page asked for is on its way. */
  pending?: boolean;
  onPage: (page: number) => void;
}) {
  const t = useTranslations("Pagination");
  const pathname = usePathname();
  if (pages <= 1) return null;

  function turn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = Number((event.nativeEvent as SubmitEvent).submitter?.getAttribute("value"));
    if (Number.isInteger(to) && to >= 1) onPage(to);
  }

  return (
    <nav aria-label={t("label")} aria-busy={pending} className="journal-pages">
      <Flex asChild align="center" justify="center" gap="4">
        <form method="get" action={pathname} onSubmit={turn}>
          {[...filterParams(query)].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" name="page" value={page - 1} variant="soft" disabled={page <= 1}>
            <ChevronLeftIcon /> {t("previous")}
          </Button>
          <Text size="2" data-testid="page-status">
            {t("status", { page, pages })}
          </Text>
          <Button type="submit" name="page" value={page + 1} variant="soft" disabled={page >= pages}>
            {t("next")} <ChevronRightIcon />
          </Button>
        </form>
      </Flex>
    </nav>
  );
}
