"use client";

import { Badge, Card, Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import type { ReactNode, Ref } from "react";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import type { Analysis } from "@/lib/analyses/schema";
import { titleValues } from "@/lib/analyses/title";
import { DATE_TIME } from "@/lib/time/format";

/**
 * One collapsible part of an analysis (a native <details>: keyboard and
 * screen readers for free). Open from the start: an analysis is read whole;
 * the reader may fold away what they have read.
 */
function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <details className="analysis-section" open data-testid={testId}>
      <summary>
        <Text size="2" weight="bold">
          {title}
        </Text>
      </summary>
      <div className="analysis-section-body">{children}</div>
    </details>
  );
}

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        {empty}
      </Text>
    );
  }
  return (
    <ul className="analysis-list">
      {items.map((item, i) => (
        <li key={i}>
          <Text size="2" className="user-text">
            {item}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** The dreams it read, each a link to its page; one deleted since says so instead. */
function AnalysedDreams({ dreams }: { dreams: Analysis["dreams"] }) {
  const t = useTranslations("Analyses");
  return (
    <ul className="analysis-list">
      {dreams.map((dream) => (
        <li key={dream.id}>
          {dream.title === null ? (
            <Text size="2" color="gray" data-testid="analysed-dream-deleted">
              {t("deletedDream")}
            </Text>
          ) : (
            <ThemeLink asChild size="2">
              <LocaleLink href={`/dreams/${dream.id}`} className="user-text" data-testid="analysed-dream">
                {dream.title}
              </LocaleLink>
            </ThemeLink>
          )}
        </li>
      ))}
    </ul>
  );
}

interface AnalysisCardProps {
  analysis: Analysis;
  /** h1 on the analysis' own page, h2 in the list. */
  level: 1 | 2;
  /** The list's cards lead to the analysis' own page. */
  href?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  onDelete: () => Promise<void>;
  afterDelete?: () => void;
}

export function AnalysisCard({ analysis, level, href, headingRef, onDelete, afterDelete }: AnalysisCardProps) {
  const t = useTranslations("Analyses");
  const format = useFormatter();
  const title = t("dreamsTitle", titleValues(analysis, t("deletedDream")));
  const date = format.dateTime(new Date(analysis.createdAt), DATE_TIME);
  const headingId = `analysis-${analysis.id}`;
  const source = analysis.source === "openai" ? t("sourceAi", { model: analysis.model ?? "" }) : t("sourceOffline");
  // The space between the date and the dreams keeps them apart in the heading's accessible name.
  const heading = (
    <>
      <time dateTime={analysis.createdAt}>{date}</time>{" "}
      <Text as="span" size={level === 1 ? "4" : "3"} weight="regular" className="user-text" style={{ display: "block" }}>
        {title}
      </Text>
    </>
  );
  return (
    <Card size="3" asChild>
      <article aria-labelledby={headingId} data-testid="analysis-card" data-analysis-id={analysis.id}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3">
            <Flex direction="column" gap="1">
              <Heading
                as={level === 1 ? "h1" : "h2"}
                size={level === 1 ? "7" : "4"}
                id={headingId}
                ref={headingRef}
                tabIndex={headingRef ? -1 : undefined}
                style={headingRef ? { outline: "none" } : undefined}
                data-testid="analysis-heading"
              >
                {href ? (
                  <ThemeLink asChild highContrast underline="hover">
                    <LocaleLink href={href}>{heading}</LocaleLink>
                  </ThemeLink>
                ) : (
                  heading
                )}
              </Heading>
              <Flex gap="2" wrap="wrap" align="center">
                <Badge color="iris" variant="soft" data-testid="analysis-count">
                  {t("dreamCount", { count: analysis.dreamIds.length })}
                </Badge>
                <Badge color="gray" variant="soft" radius="full">
                  {source}
                </Badge>
              </Flex>
            </Flex>
            <ConfirmDeleteButton
              label={t("deleteNamed", { date })}
              testId="delete-analysis"
              title={t("deleteTitle")}
              description={t("deleteConfirm", { date })}
              confirmLabel={t("delete")}
              cancelLabel={t("cancel")}
              onConfirm={onDelete}
              afterConfirm={afterDelete}
            />
          </Flex>
          <Section title={t("analysedDreams")} testId="analysis-dreams">
            <AnalysedDreams dreams={analysis.dreams} />
          </Section>
          <Section title={t("summary")}>
            <Text as="p" size="2" className="user-text pre-line" data-testid="analysis-summary">
              {analysis.summary}
            </Text>
          </Section>
          <Section title={t("patterns")}>
            <List items={analysis.patterns} empty={t("none")} />
          </Section>
          <Section title={t("recommendations")}>
            <List items={analysis.recommendations} empty={t("none")} />
          </Section>
          <Section title={t("commonSymbols")}>
            {analysis.commonSymbols.length ? (
              <Flex gap="2" wrap="wrap">
                {analysis.commonSymbols.map((symbol, i) => (
                  <Badge key={i} variant="outline" color="gray" className="user-text">
                    {symbol}
                  </Badge>
                ))}
              </Flex>
            ) : (
              <Text size="2" color="gray">
                {t("none")}
              </Text>
            )}
          </Section>
          <Section title={t("emotionalTrends")}>
            <Flex direction="column" gap="2">
              <Text as="p" size="2" weight="medium">
                {t("predominantEmotions")}
              </Text>
              <List items={analysis.emotionalTrends.predominantEmotions} empty={t("none")} />
              <Text as="p" size="2" weight="medium">
                {t("moodPattern")}
              </Text>
              <Text as="p" size="2" className="user-text">
                {analysis.emotionalTrends.moodPattern || t("none")}
              </Text>
            </Flex>
          </Section>
        </Flex>
      </article>
    </Card>
  );
}
