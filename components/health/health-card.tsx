"use client";

import { Box, Card, Flex, Heading, Progress, Skeleton, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { AmbientPanel } from "@/components/ambient/ambient-panel";
import { useHealth } from "@/lib/swr/use-dreams";

const ROWS = ["frequency", "length", "emotionalVariety", "memoryDetail"] as const;

export function HealthCard() {
  const t = useTranslations("Health");
  const { data } = useHealth();
  return (
    <Flex direction="column" gap="4">
      <Card size="3" data-testid="health-card">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5">
            {t("title")}
          </Heading>
          <Skeleton loading={!data}>
            <Flex align="baseline" gap="2">
              <Text size="8" weight="bold" data-testid="health-overall">
                {data?.overall ?? 0}
              </Text>
              <Text size="2" color="gray">
                / 100
              </Text>
            </Flex>
          </Skeleton>
          <Progress value={data?.overall ?? 0} aria-label={t("title")} />
          {ROWS.map((row) => (
            <Box key={row}>
              <Flex justify="between">
                <Text size="2" weight="medium">
                  {t(`${row}.label`)}
                </Text>
                <Text size="2" data-testid={`health-${row}`}>
                  {Math.round(data?.[row] ?? 0)}%
                </Text>
              </Flex>
              <Text as="p" size="1" color="gray">
                {t(`${row}.description`)}
              </Text>
            </Box>
          ))}
        </Flex>
      </Card>
      {/* Mounted once the score is known, so it starts on the most frequent mood. */}
      {data && <AmbientPanel mood={data.topMood} />}
    </Flex>
  );
}
