import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Button, Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { getPathname, Link as LocaleLink } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/domain/locales";
import { weekStart, yearCells } from "@/lib/stats/calendar-layout";
import { EARLIEST_YEAR } from "@/lib/stats/schema";
import { DataTable } from "./data-table";
import { dayFormat } from "./dates";
import { CELL, daysMarkup, daysViewBox, type DaysDrawing } from "./heatmap-markup";
import { calendarHref } from "./links";
import { TableRegion } from "./table-region";

interface Props {
  locale: Locale;
  year: number;
  /** The month on screen, kept when moving between years. */
  month: string;
  counts: ReadonlyMap<string, number>;
  today: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The year as a heatmap of days (an SVG drawn on the server, in the theme's
 * colours), and the same year as a table of months for screen readers and the
 * keyboard. A day with dreams opens in the month view on click.
 */
export async function YearHeatmap({ locale, year, month, counts, today }: Props) {
  const t = await getTranslations("Patterns");
  const names = dayFormat(locale);
  const cells = yearCells(year, weekStart(locale));
  const months = Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
  const perMonth = months.map((m) => {
    const days = [...counts].filter(([day]) => day.startsWith(m));
    return { month: m, dreams: days.reduce((sum, [, n]) => sum + n, 0), days: days.length };
  });
  const total = perMonth.reduce((sum, m) => sum + m.dreams, 0);
  const daysWithDreams = perMonth.reduce((sum, m) => sum + m.days, 0);
  const sameMonth = (y: number) => `${y}-${month.slice(5)}`;
  const thisYear = Number(today.slice(0, 4));
  const label = (day: string, count: number) => t("dayLabel", { date: names.day(day), count });
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="year-title" data-testid="year-heatmap">
        <Flex align="center" justify="between" gap="2" wrap="wrap">
          <Heading as="h2" size="5" id="year-title">
            {t("yearTitle", { year: String(year) })}
          </Heading>
          <Flex gap="2">
            {year > EARLIEST_YEAR && (
              <Button asChild variant="soft" color="gray" size="2">
                <LocaleLink prefetch={false} href={calendarHref(sameMonth(year - 1))} aria-label={t("previousYear")}>
                  <ChevronLeftIcon aria-hidden />
                </LocaleLink>
              </Button>
            )}
            {year <= thisYear && (
              <Button asChild variant="soft" color="gray" size="2">
                <LocaleLink prefetch={false} href={calendarHref(sameMonth(year + 1))} aria-label={t("nextYear")}>
                  <ChevronRightIcon aria-hidden />
                </LocaleLink>
              </Button>
            )}
          </Flex>
        </Flex>
        <Text as="p" size="2" color="gray" data-testid="year-summary">
          {t("yearSummary", { count: total, days: daysWithDreams, year: String(year) })}
        </Text>
        <figure className="heatmap">
          {/* The squares are for the eye and the pointer (each day with dreams opens on click); the table below is the same
              year for screen readers and the keyboard, and this sentence says so. */}
          <p className="sr-only">{t("heatmapLabel", { year: String(year) })}</p>
          {/* One band of weeks on wide screens, two (the first half of the year above the second) on phones. Only the
              wide one names each day for the pointer (a <title>): a phone has none, and the two drawings were most of
              the page's 440 KB, twice over with the RSC payload. */}
          {(
            [
              ["heatmap-wide", 1],
              ["heatmap-narrow", 2],
            ] as const
          ).map(([className, bands]) => (
            <Days
              key={className}
              className={className}
              cells={cells}
              bands={bands}
              detailed={bands === 1}
              counts={counts}
              today={today}
              label={label}
              monthName={names.monthShort}
              dayHref={(day) => getPathname({ href: calendarHref(day.slice(0, 7), day), locale })}
            />
          ))}
          <Flex asChild gap="1" align="center" justify="end">
            <figcaption>
              <Text size="1" color="gray">
                {t("fewer")}
              </Text>
              {([0, 1, 2, 3, 4] as const).map((level) => (
                <svg key={level} width={CELL} height={CELL} aria-hidden className="heat-key">
                  <rect width={CELL} height={CELL} rx={2} className={`heat-${level}`} />
                </svg>
              ))}
              <Text size="1" color="gray">
                {t("more")}
              </Text>
            </figcaption>
          </Flex>
        </figure>
        <TableRegion label={t("tableRegion", { title: t("monthsCaption", { year: String(year) }) })}>
          <DataTable
            caption={t("monthsCaption", { year: String(year) })}
            testId="year-table"
            rows={perMonth}
            rowKey={(row) => row.month}
            rowHeader={{
              label: t("colMonth"),
              cell: (row) => (
                <ThemeLink asChild>
                  <LocaleLink prefetch={false} href={calendarHref(row.month)} className="capitalized">
                    {names.monthName(row.month)}
                  </LocaleLink>
                </ThemeLink>
              ),
            }}
            columns={[
              { label: t("colDreams"), cell: (row) => row.dreams },
              { label: t("colDays"), cell: (row) => row.days },
            ]}
          />
        </TableRegion>
      </section>
    </Flex>
  );
}

/** The year's squares in one or two bands of weeks (heatmap-markup.ts draws them); a day with dreams is a link for the pointer. */
function Days({ className, ...drawing }: DaysDrawing & { className: string }) {
  return (
    <svg
      viewBox={daysViewBox(drawing)}
      aria-hidden
      focusable="false"
      className={`heatmap-days ${className}`}
      dangerouslySetInnerHTML={{ __html: daysMarkup(drawing) }}
    />
  );
}
