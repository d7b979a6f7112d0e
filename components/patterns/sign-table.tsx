import { Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import NextLink from "next/link";
import { journalHref } from "@/lib/dreams/journal-query";
import type { SignCount } from "@/lib/stats/signs";
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
            <table className="data-table" data-testid="signs-table">
              <caption className="sr-only">{t("signsTitle")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("colSign")}</th>
                  <th scope="col">{t("colPeriod")}</th>
                  <th scope="col">{t("colAllTime")}</th>
                </tr>
              </thead>
              <tbody>
                {signs.map((sign) => (
                  <tr key={sign.name} data-sign={sign.name}>
                    <th scope="row">
                      <ThemeLink asChild className="user-text">
                        <NextLink
                          href={journalHref({ page: 1, tag: sign.name })}
                          aria-label={t("signInJournal", { tag: sign.name })}
                        >
                          {sign.name}
                        </NextLink>
                      </ThemeLink>
                    </th>
                    <td data-testid="sign-period">{sign.period}</td>
                    <td data-testid="sign-total">{sign.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </section>
    </Flex>
  );
}
