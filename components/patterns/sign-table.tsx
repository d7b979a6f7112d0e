import { Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { journalHref } from "@/lib/dreams/journal-query";
import type { SignCount } from "@/lib/stats/signs";
import { DataTable } from "./data-table";
import { TableRegion } from "./table-region";

/** How often each dream sign recurs, in the period shown and in the whole journal. */
export async function SignTable({ signs }: { signs: SignCount[] }) {
  const t = await getTranslations("Patterns");
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="signs-trend" data-testid="signs-trend">
        <Heading as="h2" size="5" id="signs-trend">
          {t("signsTitle")}
        </Heading>
        <Text as="p" size="2" color="gray">
          {signs.length ? t("signsHint") : t("noSigns")}
        </Text>
        {signs.length > 0 && (
          <TableRegion label={t("tableRegion", { title: t("signsTitle") })}>
            <DataTable
              caption={t("signsTitle")}
              testId="signs-table"
              rows={signs}
              rowKey={(sign) => sign.name}
              rowData={(sign) => ({ "data-sign": sign.name })}
              rowHeader={{
                label: t("colSign"),
                cell: (sign) => (
                  <ThemeLink asChild className="user-text">
                    <LocaleLink
                      prefetch={false}
                      href={journalHref({ page: 1, tag: sign.name })}
                      aria-label={t("signInJournal", { tag: sign.name })}
                    >
                      {sign.name}
                    </LocaleLink>
                  </ThemeLink>
                ),
              }}
              columns={[
                { label: t("colPeriod"), cell: (sign) => sign.period, data: { "data-testid": "sign-period" } },
                { label: t("colAllTime"), cell: (sign) => sign.total, data: { "data-testid": "sign-total" } },
              ]}
            />
          </TableRegion>
        )}
      </section>
    </Flex>
  );
}
