import { Card, Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { LucidBadge } from "@/components/marks/dream-marks";
import { MoodBadge } from "@/components/marks/mood-badge";
import { journalHref } from "@/lib/dreams/journal-query";
import type { DreamPage } from "@/lib/dreams/service";
import type { Locale } from "@/lib/domain/locales";
import { formatIn, TIME } from "@/lib/time/format";
import { dayFormat } from "./dates";

interface Props {
  locale: Locale;
  timeZone: string;
  /** The chosen day and its dreams; undefined before a day is chosen. */
  day?: string;
  dreams?: DreamPage;
}

/** The chosen day's dreams beside the month (below it on phones), each a link to its page. */
export async function DayDreams({ locale, timeZone, day, dreams }: Props) {
  const t = await getTranslations("Patterns");
  if (!day || !dreams)
    return (
      <Card size="2" className="day-dreams">
        <Text as="p" size="2" color="gray">
          {t("chooseDay")}
        </Text>
      </Card>
    );
  const time = formatIn(locale, timeZone, TIME);
  const more = dreams.total - dreams.dreams.length;
  return (
    <Card size="2" className="day-dreams" asChild>
      <section id="day" aria-labelledby="day-title" data-testid="day-dreams">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="day-title">
            {t("dayTitle", { date: dayFormat(locale).day(day) })}
          </Heading>
          {dreams.total === 0 ? (
            <Text as="p" size="2" color="gray">
              {t("dayEmpty")}
            </Text>
          ) : (
            <Flex asChild direction="column" gap="3">
              <ul className="plain-list">
                {dreams.dreams.map((dream) => (
                  <li key={dream.id} data-testid="day-dream">
                    <Flex direction="column" gap="1">
                      <ThemeLink asChild weight="medium" className="user-text">
                        <LocaleLink prefetch={false} href={`/dreams/${dream.id}`}>
                          {dream.title}
                        </LocaleLink>
                      </ThemeLink>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text size="1" color="gray">
                          <time dateTime={dream.createdAt}>{time.format(new Date(dream.createdAt))}</time>
                        </Text>
                        {dream.mood && <MoodBadge mood={dream.mood} size="1" />}
                        {dream.lucid && <LucidBadge dream={dream} />}
                      </Flex>
                    </Flex>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
          {dreams.total > 0 && (
            <ThemeLink asChild size="2">
              <LocaleLink prefetch={false} href={journalHref({ page: 1, from: day, to: day })} data-testid="day-in-journal">
                {more > 0 ? t("dayMore", { count: more }) : t("openInJournal")}
              </LocaleLink>
            </ThemeLink>
          )}
        </Flex>
      </section>
    </Card>
  );
}
