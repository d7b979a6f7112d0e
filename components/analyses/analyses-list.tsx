"use client";

import { Button, Callout, Flex, Heading, Link as ThemeLink, Skeleton } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { useRef } from "react";
import useSWR from "swr";
import { useAuth } from "@/components/auth/auth-provider";
import { EmptyState } from "@/components/ui/empty-state";
import { NightSky } from "@/components/ui/illustrations";
import { useToast } from "@/components/ui/toaster";
import { fetcher, send } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { Analysis } from "@/lib/analyses/schema";
import { ANALYSES_KEY } from "@/lib/swr/keys";
import { AnalysisCard } from "./analysis-card";

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
              <LocaleLink href="/pricing">{t("seePlans")}</LocaleLink>
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
              <LocaleLink href="/">{t("toJournal")}</LocaleLink>
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
              level={2}
              href={`/analyses/${analysis.id}`}
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
