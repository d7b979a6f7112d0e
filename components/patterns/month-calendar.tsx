import { ChevronLeftIcon, ChevronRightIcon } from "@radix-ui/react-icons";
import { Button, Flex, Heading } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/domain/locales";
import { intensity, monthWeeks, weekdaySamples, weekStart } from "@/lib/stats/calendar-layout";
import { shiftMonth } from "@/lib/domain/months";
import { dayFormat } from "./dates";
import { calendarHref } from "./links";

interface Props {
  locale: Locale;
  month: string;
  /** Dreams per day, "YYYY-MM-DD" → count. */
  counts: ReadonlyMap<string, number>;
  today: string;
  selected?: string;
}

/**
 * One month as a table of weeks. A day with dreams is a link that lists them
 * beside the calendar (a plain link: it works before and without JavaScript).
 */
export async function MonthCalendar({ locale, month, counts, today, selected }: Props) {
  const t = await getTranslations("Patterns");
  const names = dayFormat(locale);
  const first = weekStart(locale);
  const weekdays = weekdaySamples(first);
  const short = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const long = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  const title = names.month(month);
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="month-title" data-testid="month-calendar">
        <Flex align="center" justify="between" gap="2" wrap="wrap">
          <Heading as="h2" size="5" id="month-title" className="capitalized">
            {title}
          </Heading>
          <Flex asChild gap="2">
            <nav aria-label={t("monthNav")}>
              <Button asChild variant="soft" color="gray" size="2">
                <LocaleLink
                  prefetch={false}
                  href={calendarHref(shiftMonth(month, -1))}
                  aria-label={t("previousMonth")}
                  data-testid="previous-month"
                >
                  <ChevronLeftIcon aria-hidden />
                </LocaleLink>
              </Button>
              {!today.startsWith(month) && (
                <Button asChild variant="soft" color="gray" size="2">
                  <LocaleLink prefetch={false} href={calendarHref(today.slice(0, 7))}>
                    {t("thisMonth")}
                  </LocaleLink>
                </Button>
              )}
              <Button asChild variant="soft" color="gray" size="2">
                <LocaleLink
                  prefetch={false}
                  href={calendarHref(shiftMonth(month, 1))}
                  aria-label={t("nextMonth")}
                  data-testid="next-month"
                >
                  <ChevronRightIcon aria-hidden />
                </LocaleLink>
              </Button>
            </nav>
          </Flex>
        </Flex>
        <table className="month-grid" aria-labelledby="month-title">
          <thead>
            <tr>
              {weekdays.map((date) => (
                <th key={date.getUTCDay()} scope="col" abbr={long.format(date)}>
                  {short.format(date)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month, first).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, i) => (
                  <td key={day ?? `empty-${i}`}>
                    {day && (
                      <DayCell
                        day={day}
                        count={counts.get(day) ?? 0}
                        today={day === today}
                        selected={day === selected}
                        label={t("dayLabel", { date: names.day(day), count: counts.get(day) ?? 0 })}
                        todayLabel={t("today")}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </Flex>
  );
}

interface CellProps {
  day: string;
  count: number;
  today: boolean;
  selected: boolean;
  label: string;
  todayLabel: string;
}

function DayCell({ day, count, today, selected, label, todayLabel }: CellProps) {
  const number = Number(day.slice(8));
  const className = `month-day heat-${intensity(count)}${today ? " is-today" : ""}`;
  const fullLabel = today ? `${label} (${todayLabel})` : label;
  if (count === 0)
    return (
      <span className={className} aria-label={fullLabel} role="img" data-day={day} data-count={0}>
        {number}
      </span>
    );
  return (
    <LocaleLink
      prefetch={false}
      href={calendarHref(day.slice(0, 7), day)}
      className={className}
      aria-label={fullLabel}
      aria-current={selected ? "date" : undefined}
      data-day={day}
      data-count={count}
    >
      {number}
      <span className="month-day-count" aria-hidden>
        {count}
      </span>
    </LocaleLink>
  );
}
