import { Flex, Grid, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { DayDreams } from "@/components/patterns/day-dreams";
import { MonthCalendar } from "@/components/patterns/month-calendar";
import { PatternsNav } from "@/components/patterns/patterns-nav";
import { Streaks } from "@/components/patterns/streaks";
import { YearHeatmap } from "@/components/patterns/year-heatmap";
import { timeZoneOf } from "@/lib/auth/queries";
import { currentUser } from "@/lib/auth/current-user";
import { listDreamPage } from "@/lib/dreams/service";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { calendarPlace } from "@/lib/stats/calendar-layout";
import { calendar } from "@/lib/stats/service";
import { DEFAULT_TIME_ZONE, dayIn } from "@/lib/time/zone";
import { PageMessages } from "@/components/layout/page-messages";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations("Patterns");
  return pageMetadata({ title: t("calendarTitle"), path: "/calendar" });
}

/** Dreams listed for a chosen day (more are a link to the journal away). */
const DAY_LIMIT = 20;

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

// The calendar and streaks, rendered on the server from the statistics
// service (the same as GET /api/stats/calendar): a month with dreams per day,
// the chosen day's dreams, and the year as a heatmap. Everything is a link,
// so it needs no JavaScript of its own.
export default async function CalendarPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const user = await currentUser();
  if (!user) throw new Error("The calendar needs the session, which the layout has checked");
  const t = await getTranslations("Patterns");
  const zone = (await timeZoneOf(user.id)) ?? DEFAULT_TIME_ZONE;
  const today = dayIn(new Date(), zone);
  const place = calendarPlace({ month: single(query.month), day: single(query.day) }, today);
  const year = Number(place.month.slice(0, 4));
  const [data, dayDreams] = await Promise.all([
    calendar(user.id, { year }),
    place.day ? listDreamPage(user.id, { page: 1, limit: DAY_LIMIT, from: place.day, to: place.day }) : undefined,
  ]);
  const counts = new Map(data.days.map((day) => [day.date, day.count]));
  return (
    <PageMessages locale={locale} namespaces={["DreamCard"]}>
      <Flex direction="column" gap="5" className="patterns-page">
        <PatternsNav current="/calendar" />
        <Flex direction="column" gap="2">
          <Heading as="h1" size="8">
            {t("calendarTitle")}
          </Heading>
          <Text as="p" color="gray">
            {t("calendarIntro", { zone })}{" "}
            <ThemeLink asChild>
              <LocaleLink href="/profile">{t("zoneLink")}</LocaleLink>
            </ThemeLink>
          </Text>
        </Flex>
        <Streaks current={data.currentStreak} longest={data.longestStreak} />
        <Grid columns={{ initial: "1", sm: "3fr 2fr" }} gap="5" align="start">
          <MonthCalendar locale={locale} month={place.month} counts={counts} today={today} selected={place.day} />
          <DayDreams locale={locale} timeZone={zone} day={place.day} dreams={dayDreams} />
        </Grid>
        <YearHeatmap locale={locale} year={year} month={place.month} counts={counts} today={today} />
      </Flex>
    </PageMessages>
  );
}
