import { Card, Flex, Grid, Text } from "@radix-ui/themes";
import { getTranslations } from "next-intl/server";

/** The current and the longest run of days with a dream, side by side. */
export async function Streaks({ current, longest }: { current: number; longest: number }) {
  const t = await getTranslations("Patterns");
  const stat = (label: string, days: number, testId: string) => (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text as="p" size="2" color="gray">
          {label}
        </Text>
        <Text as="p" size="7" weight="bold" data-testid={testId} data-days={days}>
          {t("streakDays", { count: days })}
        </Text>
      </Flex>
    </Card>
  );
  return (
    <Flex direction="column" gap="2" asChild>
      <section aria-label={t("streakHint")}>
        <Grid columns="2" gap="3">
          {stat(t("currentStreak"), current, "current-streak")}
          {stat(t("longestStreak"), longest, "longest-streak")}
        </Grid>
        <Text as="p" size="2" color="gray">
          {t("streakHint")}
        </Text>
      </section>
    </Flex>
  );
}
