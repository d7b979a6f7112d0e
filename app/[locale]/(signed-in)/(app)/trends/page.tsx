import { Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { SWRConfig } from "swr";
import { PatternsNav } from "@/components/patterns/patterns-nav";
import { dayFormat } from "@/components/patterns/dates";
import { RangeForm } from "@/components/patterns/range-form";
import { SignTable } from "@/components/patterns/sign-table";
import { TagManager } from "@/components/patterns/tag-manager";
import { HealthTrend, LucidTrend, MoodTrend, SymbolTrend } from "@/components/patterns/trend-charts";
import { timeZoneOf } from "@/lib/auth/queries";
import { currentUser } from "@/lib/auth/current-user";
import { describeIssue } from "@/lib/errors/issue-text";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { trendsQuerySchema } from "@/lib/stats/schema";
import { trends } from "@/lib/stats/service";
import { signCounts } from "@/lib/stats/signs";
import { TAGS_KEY } from "@/lib/swr/keys";
import { listTags } from "@/lib/tags/service";
import { DEFAULT_TIME_ZONE, dayIn } from "@/lib/time/zone";
import { PageMessages } from "@/components/layout/page-messages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations("Patterns");
  return pageMetadata({ title: t("trendsTitle"), path: "/trends" });
}

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

// Trends, rendered on the server from the statistics service (the same as GET
// /api/stats/trends): moods, lucid dreams and Dream Health per month as SVG
// charts in the theme's colours, each with its table, the symbols of each
// month, the dream signs, and the tags to rename or mark (the only island).
export default async function TrendsPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const user = await currentUser();
  if (!user) throw new Error("Trends need the session, which the layout has checked");
  const t = await getTranslations("Patterns");
  const tv = await getTranslations("Validation");
  const parsed = trendsQuerySchema.safeParse({ from: single(query.from), to: single(query.to) });
  const problem = parsed.success ? null : describeIssue(parsed.error.issues[0]);
  const zone = (await timeZoneOf(user.id)) ?? DEFAULT_TIME_ZONE;
  const current = dayIn(new Date(), zone).slice(0, 7);
  const { months } = await trends(user.id, parsed.success ? parsed.data : {}, locale);
  const from = months[0]?.month ?? current;
  const to = months.at(-1)?.month ?? current;
  const [signs, tags] = await Promise.all([signCounts(user.id, from, to), listTags(user.id)]);
  const total = months.reduce((sum, m) => sum + m.total, 0);
  const lucid = months.reduce((sum, m) => sum + m.lucid, 0);
  const names = dayFormat(locale);
  return (
    <PageMessages locale={locale} namespaces={["Common", "Tags", "Toast", "Validation"]}>
      <Flex direction="column" gap="6" className="patterns-page">
        <Flex direction="column" gap="5">
          <PatternsNav current="/trends" />
          <Flex direction="column" gap="2">
            <Heading as="h1" size="8">
              {t("trendsTitle")}
            </Heading>
            <Text as="p" color="gray">
              {t("trendsIntro")}
            </Text>
          </Flex>
          {problem && (
            <Callout.Root color="red" role="alert" data-testid="range-error">
              <Callout.Text>{tv(problem.key, problem.values)}</Callout.Text>
            </Callout.Root>
          )}
          <RangeForm from={from} to={to} current={current} />
          <Text as="p" size="3" data-testid="trends-summary">
            {t("rangeSummary", { count: total, lucid, from: names.month(from), to: names.month(to) })}
          </Text>
        </Flex>
        {total === 0 ? (
          <Callout.Root color="gray" data-testid="trends-empty">
            <Callout.Text>{t("emptyTrends")}</Callout.Text>
          </Callout.Root>
        ) : (
          <>
            <MoodTrend locale={locale} months={months} />
            <LucidTrend locale={locale} months={months} />
            <HealthTrend locale={locale} months={months} />
            <SymbolTrend locale={locale} months={months} />
          </>
        )}
        <SignTable signs={signs} />
        <SWRConfig value={{ fallback: { [TAGS_KEY]: tags } }}>
          <TagManager />
        </SWRConfig>
      </Flex>
    </PageMessages>
  );
}
