"use client";

import { ChevronDownIcon, ReloadIcon } from "@/components/ui/icons";
import { Box, Button, Card, Flex, Heading, IconButton, Progress, Skeleton, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { AmbientPanel } from "@/components/ambient/ambient-panel";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useHealth } from "@/lib/swr/use-dreams";

const ROWS = ["frequency", "length", "emotionalVariety", "memoryDetail"] as const;

/**
 * Dream Health and the ambient panel. Beside the journal on wide screens; on
 * narrow ones one line above the dreams (the title, the score and a button
 * that unfolds the rest), so that the first dream starts within a phone's
 * first screen. Loading shows placeholders (never a false "0%"), a failure
 * says so and offers to retry; the ambient panel works either way.
 */
export function HealthCard() {
  const t = useTranslations("Health");
  const errorMessage = useErrorMessage();
  const { data, error, isLoading, mutate } = useHealth();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();

  return (
    <Flex direction="column" gap="4" className="journal-side">
      <Card size={{ initial: "2", sm: "3" }} data-testid="health-card" aria-busy={isLoading}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="center" gap="3">
            <Heading as="h2" size={{ initial: "4", sm: "5" }}>
              {t("title")}
            </Heading>
            <Flex align="center" gap="3">
              <Flex align="baseline" gap="1">
                {data ? (
                  <>
                    <Text size={{ initial: "5", sm: "7" }} weight="bold" data-testid="health-overall">
                      {data.overall}
                    </Text>
                    <Text size="2" color="gray">
                      / 100
                    </Text>
                  </>
                ) : (
                  <Skeleton width="56px" height="28px" />
                )}
              </Flex>
              <IconButton
                variant="soft"
                color="gray"
                className="narrow-only"
                aria-expanded={expanded}
                aria-controls={detailsId}
                aria-label={expanded ? t("hideDetails") : t("showDetails")}
                title={expanded ? t("hideDetails") : t("showDetails")}
                onClick={() => setExpanded((open) => !open)}
                data-testid="health-toggle"
              >
                <ChevronDownIcon aria-hidden style={{ transform: expanded ? "rotate(180deg)" : undefined }} />
              </IconButton>
            </Flex>
          </Flex>
          {data && <Progress value={data.overall} aria-label={t("title")} className="health-details" data-expanded={expanded} />}
          <Flex direction="column" gap="3" id={detailsId} className="health-details" data-expanded={expanded}>
            {error ? (
              <Flex direction="column" gap="2" role="alert" data-testid="health-error">
                <Text size="2" color="red">
                  {t("loadFailed")} {errorMessage(error)}
                </Text>
                <Button variant="soft" size="1" onClick={() => void mutate()} style={{ alignSelf: "start" }}>
                  <ReloadIcon aria-hidden /> {t("retry")}
                </Button>
              </Flex>
            ) : (
              ROWS.map((row) => (
                <Box key={row}>
                  <Flex justify="between" gap="2">
                    <Text size="2" weight="medium">
                      {t(`${row}.label`)}
                    </Text>
                    {data ? (
                      <Text size="2" data-testid={`health-${row}`}>
                        {Math.round(data[row])}%
                      </Text>
                    ) : (
                      <Skeleton width="36px" height="18px" />
                    )}
                  </Flex>
                  <Text as="p" size="1" color="gray">
                    {t(`${row}.description`)}
                  </Text>
                </Box>
              ))
            )}
          </Flex>
        </Flex>
      </Card>
      <div className="health-details" data-expanded={expanded}>
        {/* Remounted once when the score arrives, so it starts on the most frequent mood; later changes leave a playing sound alone. */}
        <AmbientPanel key={data ? "scored" : "waiting"} mood={data?.topMood} />
      </div>
    </Flex>
  );
}
