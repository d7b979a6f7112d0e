"use client";

import { ReloadIcon, SyncIcon } from "@/components/ui/icons";
import { Badge, Box, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import { LucidBadge } from "@/components/marks/dream-marks";
import { MoodBadge } from "@/components/marks/mood-badge";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { useToast } from "@/components/ui/toaster";
import { markProblem, type Draft } from "@/lib/offline/drafts";
import { discardDraft } from "@/lib/offline/sync";
import { usePersistence } from "@/lib/offline/use-persistence";
import { DATE_TIME, TIME } from "@/lib/time/format";

/**
 * Dreams written on this device that the server does not have yet, above the
 * journal: each says it is waiting (or why the server refused it, with Try
 * again), and can be discarded unless it is being sent. They leave the list
 * once the server has them. Where the browser has not agreed to keep the
 * site's storage (lib/offline/persistence.ts), a note says they may be lost.
 */
export function WaitingDrafts({ drafts }: { drafts: Draft[] }) {
  const t = useTranslations("Drafts");
  const persistence = usePersistence(drafts.length > 0);
  if (drafts.length === 0) return null;
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="waiting-drafts" data-testid="waiting-drafts">
        <Heading as="h2" size="3" id="waiting-drafts">
          {t("waitingHeading", { count: drafts.length })}
        </Heading>
        {persistence === "evictable" && (
          <Text as="p" size="2" color="gray" data-testid="drafts-evictable">
            {t("evictable")}
          </Text>
        )}
        {drafts.map((draft) => (
          <DraftCard key={draft.key} draft={draft} />
        ))}
      </section>
    </Flex>
  );
}

function DraftCard({ draft }: { draft: Draft }) {
  const t = useTranslations("Drafts");
  const format = useFormatter();
  const toast = useToast();
  const headingId = `draft-${draft.key}`;
  const written = format.dateTime(new Date(draft.createdAt), DATE_TIME);
  const refused = draft.problem !== null && !draft.problem.retry;
  // The quota's refusal names its reset: said in the user's time, and how far off it is now (not when it was refused).
  const waitsUntil = (at: Date) =>
    t("waitsUntil", { time: format.dateTime(at, TIME), relative: format.relativeTime(at, new Date()) });
  return (
    <Card size="2" asChild className="mood-edge draft-card" data-mood={draft.mood ?? undefined}>
      <article data-testid="draft-card" aria-labelledby={headingId}>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="3">
            <Box className="user-text">
              <Heading as="h3" size="3" id={headingId} className="user-text">
                {draft.title}
              </Heading>
              <Text as="p" size="1" color="gray">
                <time dateTime={draft.createdAt}>{written}</time>
              </Text>
            </Box>
            <Flex gap="2" align="center" wrap="wrap" justify="end">
              {draft.mood && <MoodBadge mood={draft.mood} />}
              <Badge color={refused ? "red" : "amber"} data-testid="draft-status">
                <SyncIcon aria-hidden /> {refused ? t("notSent") : t("waiting")}
              </Badge>
            </Flex>
          </Flex>
          <Text as="p" size="2" className="user-text excerpt pre-line">
            {draft.content}
          </Text>
          <DraftMarks draft={draft} />
          {draft.problem && (
            <Text as="p" size="2" color={refused ? "red" : "gray"} role="status" data-testid="draft-problem">
              {draft.problem.retryAt ? waitsUntil(new Date(draft.problem.retryAt)) : draft.problem.message}
            </Text>
          )}
          <Flex gap="2" justify="end" align="center">
            {refused && (
              <Button variant="soft" size="1" onClick={() => void markProblem(draft.key, null)}>
                <ReloadIcon aria-hidden /> {t("retry")}
              </Button>
            )}
            <ConfirmDeleteButton
              label={t("discardNamed", { title: draft.title })}
              testId="discard-draft"
              size="1"
              title={t("discardTitle")}
              description={t("discardConfirm", { title: draft.title })}
              confirmLabel={t("discard")}
              cancelLabel={t("cancel")}
              onConfirm={async () => {
                if ((await discardDraft(draft.key)) === "discarded") return;
                toast({ title: t("discardWhileSending", { title: draft.title }) });
                throw new Error("the draft is being sent");
              }}
            />
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

/** A waiting dream's lucidity and tags, as its card will show them once sent (not links yet: the server has no such dream). */
function DraftMarks({ draft }: { draft: Draft }) {
  const t = useTranslations("DreamCard");
  const tags = draft.tags ?? [];
  if (!draft.lucid && tags.length === 0) return null;
  return (
    <Flex asChild gap="1" wrap="wrap" align="center" className="dream-marks">
      <ul aria-label={t("marks")} data-testid="draft-marks">
        {draft.lucid && (
          <li>
            <LucidBadge dream={{ clarity: draft.clarity ?? null }} />
          </li>
        )}
        {tags.map((tag) => (
          <li key={tag}>
            <Badge size="1" color="gray" variant="soft" className="user-text" data-testid="draft-tag">
              {tag}
            </Badge>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
