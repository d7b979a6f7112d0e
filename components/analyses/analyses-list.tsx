"use client";

import { TrashIcon } from "@radix-ui/react-icons";
import { Badge, Button, Callout, Card, Flex, Heading, IconButton, Link as ThemeLink, Skeleton, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import NextLink from "next/link";
import { useRef, type ReactNode } from "react";
import useSWR from "swr";
import { useAuth } from "@/components/auth/auth-provider";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { NightSky } from "@/components/ui/illustrations";
import { useToast } from "@/components/ui/toaster";
import { fetcher, send } from "@/lib/api/client";
import { useErrorMessage } from "@/lib/api/use-error-message";
import type { Analysis } from "@/lib/analyses/schema";
import { ANALYSES_KEY } from "@/lib/swr/keys";

/** One collapsible part of an analysis (a native <details>: keyboard and screen readers for free). */
function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="analysis-section" open={open}>
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

function AnalysisCard({
  analysis,
  onDelete,
  afterDelete,
}: {
  analysis: Analysis;
  onDelete: () => Promise<void>;
  afterDelete: () => void;
}) {
  const t = useTranslations("Analyses");
  const format = useFormatter();
  const date = format.dateTime(new Date(analysis.createdAt), { dateStyle: "long", timeStyle: "short" });
  const headingId = `analysis-${analysis.id}`;
  const source = analysis.source === "openai" ? t("sourceAi", { model: analysis.model ?? "" }) : t("sourceOffline");
  return (
    <Card size="3" asChild>
      <article aria-labelledby={headingId} data-testid="analysis-card" data-analysis-id={analysis.id}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4" id={headingId}>
                <time dateTime={analysis.createdAt}>{date}</time>
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
            <ConfirmDialog
              trigger={
                <IconButton
                  variant="soft"
                  color="red"
                  highContrast
                  aria-label={t("deleteNamed", { date })}
                  data-testid="delete-analysis"
                >
                  <TrashIcon aria-hidden />
                </IconButton>
              }
              title={t("deleteTitle")}
              description={t("deleteConfirm", { date })}
              confirmLabel={t("delete")}
              cancelLabel={t("cancel")}
              onConfirm={onDelete}
              afterConfirm={afterDelete}
            />
          </Flex>
          <Section title={t("summary")} open>
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

/** /analyses: the caller's combined analyses, newest first; the server renders the first list (SWR fallback). */
export function AnalysesList() {
  const t = useTranslations("Analyses");
  const { user } = useAuth();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useSWR<Analysis[], Error>(ANALYSES_KEY, fetcher("analysisList"));

  async function remove(id: number) {
    try {
      await send("DELETE", `/api/dreams/analyses/${id}`);
      toast({ title: t("deleted") });
    } catch (err) {
      toast({ title: t("deleteFailed"), description: errorMessage(err), variant: "destructive" });
      throw err;
    }
  }

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: "var(--ds-reading-width)", margin: "0 auto", width: "100%" }}>
      <Heading as="h1" size="8" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
        {t("title")}
      </Heading>
      {user && !user.isPremium && (
        <Callout.Root color="amber" variant="surface" data-testid="analyses-free-note">
          <Callout.Text>
            {t("freeNote")}{" "}
            <ThemeLink asChild>
              <NextLink href="/pricing">{t("seePlans")}</NextLink>
            </ThemeLink>
          </Callout.Text>
        </Callout.Root>
      )}
      {error && !data ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {t("loadFailed")} {errorMessage(error)}
          </Callout.Text>
          <Button variant="soft" color="red" onClick={() => void mutate()} style={{ alignSelf: "start" }}>
            {t("retry")}
          </Button>
        </Callout.Root>
      ) : isLoading && !data ? (
        <Flex direction="column" gap="3" aria-busy="true" aria-label={t("loading")}>
          {[0, 1].map((i) => (
            <Skeleton key={i} height="180px" />
          ))}
        </Flex>
      ) : data && data.length === 0 ? (
        <EmptyState
          illustration={<NightSky />}
          title={t("emptyTitle")}
          testId="analyses-empty"
          action={
            <Button asChild size="3" variant="soft">
              <NextLink href="/">{t("toJournal")}</NextLink>
            </Button>
          }
        >
          {t("empty")}
        </EmptyState>
      ) : (
        <Flex direction="column" gap="3">
          {data?.map((analysis) => (
            <AnalysisCard
              key={analysis.id}
              analysis={analysis}
              onDelete={() => remove(analysis.id)}
              afterDelete={() => {
                heading.current?.focus();
                void mutate();
              }}
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
