"use client";

import { MagicWandIcon } from "@/components/ui/icons";
import { Button, Flex, IconButton, Spinner, Text } from "@radix-ui/themes";
import { badgeClass, flexClass, textClass } from "@/components/ui/radix-classes";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { useToast } from "@/components/ui/toaster";
import { api } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { preview } from "@/lib/dreams/preview";
import { isLocale } from "@/lib/domain/locales";
import type { Dream } from "@/lib/dreams/schema";
import { UNINTERPRETED_KEY } from "@/lib/swr/keys";

/** About four lines on a phone, so that the card's line clamp rarely has to cut it. */
const PREVIEW_CHARS = 140;

interface Props {
  dream: Dream;
  /** On the journal's cards: its first sentences and a compact header; the rest on the dream's page. */
  excerpt?: boolean;
  /** Called with the dream as the server answers it after "Interpret again" (pending, or already interpreted). */
  onInterpreted: (dream: Dream) => unknown;
}

/**
 * A dream's interpretation: where it came from (built-in interpreter, AI and
 * model, a backup), a pending state while an AI writes it (the journal polls
 * until it is ready), and a way to ask for a fresh one in the current language.
 * A dream without one (restored from a backup, say) shows only a compact
 * "Interpret" action: fifteen empty boxes on a page would say nothing.
 */
export function InterpretationBlock({ dream, excerpt = false, onInterpreted }: Props) {
  const t = useTranslations("DreamCard");
  const locale = useLocale();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState(false);
  const pending = dream.interpretationStatus === "pending";
  // The language it was written in: marked when it is not the page's, so it is read (and hyphenated) as that language.
  const written = isLocale(dream.interpretationLanguage) ? dream.interpretationLanguage : locale;

  async function interpretAgain() {
    setAsking(true);
    try {
      const updated = await api("POST", `/api/dreams/${dream.id}/interpret`, "dream");
      await onInterpreted(updated);
      if (updated.interpretationStatus === "ready") toast({ title: t("interpreted") });
    } catch (error) {
      toast({ title: t("interpretFailed"), description: errorMessage(error), variant: "destructive" });
    } finally {
      setAsking(false);
      // The dreams still waiting, and what is left of the day's interpretations, as the journal says them.
      void mutate(UNINTERPRETED_KEY);
    }
  }

  if (!pending && !dream.interpretation)
    return (
      <Flex align="center" data-testid="interpretation" data-status={dream.interpretationStatus}>
        <Button
          variant="soft"
          size="1"
          loading={asking}
          onClick={interpretAgain}
          aria-label={excerpt ? t("interpretNamed", { title: dream.title }) : undefined}
          data-testid="interpret-again"
        >
          <MagicWandIcon aria-hidden /> {excerpt ? t("interpret") : t("interpretNow")}
        </Button>
      </Flex>
    );

  const source =
    dream.interpretationSource === "offline"
      ? t("sourceOffline")
      : dream.interpretationSource === "openai"
        ? t("sourceAi", { model: dream.interpretationModel ?? "" })
        : dream.interpretationSource === "imported"
          ? t("sourceImported")
          : null;

  return (
    <section
      className="interpretation"
      aria-label={t("interpretation")}
      aria-busy={pending || asking}
      data-testid="interpretation"
      data-status={dream.interpretationStatus}
    >
      {/* Plain elements with Radix Themes' classes (components/ui/radix-classes.ts): every journal card draws this. */}
      <div className={flexClass({ gap: "2", align: "center", justify: "between", wrap: true, mb: "1" })}>
        <div className={flexClass({ gap: "2", align: "center", wrap: true })}>
          <p className={textClass("1", "rt-r-weight-bold")}>{t("interpretation")}</p>
          {source && dream.interpretation && !pending && (
            <span
              data-accent-color="gray"
              data-radius="full"
              className={badgeClass("1", "soft")}
              data-testid="interpretation-source"
            >
              {source}
            </span>
          )}
        </div>
        {!pending &&
          (excerpt ? (
            <IconButton
              variant="ghost"
              size="1"
              loading={asking}
              onClick={interpretAgain}
              aria-label={t("interpretAgain")}
              title={t("interpretAgain")}
              data-testid="interpret-again"
            >
              <MagicWandIcon aria-hidden />
            </IconButton>
          ) : (
            <Button variant="ghost" size="1" loading={asking} onClick={interpretAgain} data-testid="interpret-again">
              <MagicWandIcon aria-hidden /> {t("interpretAgain")}
            </Button>
          ))}
      </div>
      {pending ? (
        <Flex gap="2" align="center" role="status" data-testid="interpretation-pending">
          <Spinner size="1" />
          <Text size="2" color="gray">
            {t("interpretationPending")}
          </Text>
        </Flex>
      ) : (
        dream.interpretation && (
          <p
            className={textClass("2", `user-text${excerpt ? " excerpt" : " pre-line"}`)}
            lang={written !== locale ? written : undefined}
            data-testid="interpretation-text"
          >
            {excerpt ? preview(dream.interpretation, PREVIEW_CHARS, written) : dream.interpretation}
          </p>
        )
      )}
      {dream.interpretationFallback && dream.interpretation && !pending && (
        <Text
          as="p"
          size="1"
          color="gray"
          mt="2"
          data-testid="interpretation-fallback"
          data-reason={dream.interpretationFallback}
        >
          {dream.interpretationFallback === "site_limit" ? t("fallbackSiteLimit") : t("fallbackProviderFailed")}
        </Text>
      )}
      {dream.interpretationOutdated && !pending && (
        <Text as="p" size="1" color="gray" mt="2" data-testid="interpretation-outdated">
          {t("interpretationOutdated")}
        </Text>
      )}
    </section>
  );
}
