import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Button, Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { getPathname, Link as LocaleLink } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/domain/locales";
import { intensity, weekStart, yearCells, type HeatmapCell } from "@/lib/stats/calendar-layout";
import { EARLIEST_YEAR } from "@/lib/stats/schema";
import { DataTable } from "./data-table";
import { dayFormat } from "./dates";
import { calendarHref } from "./links";
import { TableRegion } from "./table-region";

const CELL = 11;
const GAP = 2;
const STEP = CELL + GAP;
const TOP = 16;
const BAND_GAP = 8;
/** Room after the last week for a month's name that begins there. */
const LABEL_ROOM = 16;

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

interface DaysProps {
  className: string;
  cells: HeatmapCell[];
  bands: 1 | 2;
  /** Each day's name as a tooltip, and its date and count as data (the wide drawing). */
  detailed: boolean;
  counts: ReadonlyMap<string, number>;
  today: string;
  label: (day: string, count: number) => string;
  monthName: (month: string) => string;
  /** The day's address in the calendar, in the page's language. */
  dayHref: (day: string) => string;
}

/** The year's squares in one or two bands of weeks; a day with dreams is a link for the pointer. */
function Days({ className, cells, bands, detailed, counts, today, label, monthName, dayHref }: DaysProps) {
  const weeks = (cells.at(-1)?.week ?? 0) + 1;
  const perBand = Math.ceil(weeks / bands);
  const bandHeight = TOP + 7 * STEP + BAND_GAP;
  const place = (week: number) => ({ band: Math.floor(week / perBand), column: week % perBand });
  const firsts = cells.filter((cell) => cell.day.endsWith("-01"));
  return (
    <svg
      viewBox={`0 0 ${perBand * STEP + LABEL_ROOM} ${bands * bandHeight - BAND_GAP}`}
      aria-hidden
      focusable="false"
      className={`heatmap-days ${className}`}
    >
      {firsts.map((cell) => {
        const { band, column } = place(cell.week);
        return (
          <text key={cell.day} x={column * STEP} y={band * bandHeight + 10} className="chart-label">
            {monthName(cell.day.slice(0, 7))}
          </text>
        );
      })}
      {cells.map(({ day, week, weekday }) => {
        const count = counts.get(day) ?? 0;
        const { band, column } = place(week);
        const rect = (
          <rect
            key={day}
            x={column * STEP}
            y={band * bandHeight + TOP + weekday * STEP}
            width={CELL}
            height={CELL}
            rx={2}
            className={`heat-${intensity(count)}${day === today ? " is-today" : ""}`}
            data-day={detailed ? day : undefined}
            data-count={detailed ? count : undefined}
          >
            {detailed && <title>{label(day, count)}</title>}
          </rect>
        );
        return count > 0 ? (
          <a key={day} href={dayHref(day)} tabIndex={-1}>
            {rect}
          </a>
        ) : (
          rect
        );
      })}
    </svg>
  );
}
