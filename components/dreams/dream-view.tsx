"use client";

import { ArrowLeftIcon, PencilIcon, ShareIcon, TrashIcon } from "@/components/ui/icons";
import { Button, Card, Flex, Heading, Link as ThemeLink, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect } from "react";
import { useSWRConfig } from "swr";
import { useDreamPlaylist } from "@/components/playlists/use-dream-playlist";
import { LazyConfirmDialog } from "@/components/ui/confirm-delete-button";
import { MusicIcon } from "@/components/ui/music-icon";
import { useToast } from "@/components/ui/toaster";
import { send } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import { useStableCallback } from "@/lib/client/use-stable-callback";
import { hydratedApart } from "@/components/ui/hydrated-apart";
import type { Dream } from "@/lib/dreams/schema";
import { keepThisPage } from "@/lib/offline/keep-page";
import { DREAMS_KEY_PREFIX, HEALTH_KEY, TAGS_KEY, UNINTERPRETED_KEY, USER_KEY } from "@/lib/swr/keys";
import { journalWritten } from "@/lib/swr/after-write";
import { useDream } from "@/lib/swr/use-dreams";
import { FULL_DATE_TIME } from "@/lib/time/format";
import { LucidBadge } from "@/components/marks/dream-marks";
import { DreamTags } from "./dream-tags";
import { InterpretationBlock } from "./interpretation-block";
import { MoodBadge } from "@/components/marks/mood-badge";
import { LazyDreamFormDialog, LazyShareDialog } from "./lazy-dialogs";
import { Link as LocaleLink, useRouter } from "@/lib/i18n/navigation";

// Hydrated apart from the rest of the page, so that it answers between them.
const Interpretation = hydratedApart(InterpretationBlock);
const Tags = hydratedApart(DreamTags);

/** A dream's own page: the whole text without nested scrolling, its interpretation, mood, date and actions. */
export function DreamView({ initial }: { initial: Dream }) {
  const t = useTranslations("DreamCard");
  const tj = useTranslations("Journal");
  const format = useFormatter();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { data: dream = initial, mutate: setDream } = useDream(initial);
  const created = format.dateTime(new Date(dream.createdAt), FULL_DATE_TIME);

  // Dreams opened lately can be read again offline.
  useEffect(() => {
    if (navigator.onLine) keepThisPage();
  }, [initial.id]);

  // The journal's cached pages, score and count of dreams waiting for an interpretation no longer match once this dream
  // changes; nor may the tags' counts.
  const forgetJournal = async () => {
    journalWritten();
    await mutate(
      (key) =>
        typeof key === "string" &&
        (key.startsWith(DREAMS_KEY_PREFIX) || key === HEALTH_KEY || key === USER_KEY || key === UNINTERPRETED_KEY),
      undefined,
      {
        revalidate: false,
      },
    );
    await mutate(TAGS_KEY);
  };

  async function remove() {
    try {
      await send("DELETE", `/api/dreams/${dream.id}`);
      await forgetJournal();
      toast({ title: tj("deleted") });
      router.replace("/");
    } catch (error) {
      toast({ title: tj("deleteFailed"), description: errorMessage(error), variant: "destructive" });
      throw error;
    }
  }

  const playlist = useDreamPlaylist(dream);
  // The dream as the server answers it after a change here (interpreted, tagged, shared, edited).
  const changed = useStableCallback(async (updated: Dream) => {
    await setDream(updated, { revalidate: false });
    await forgetJournal();
  });

  return (
    <Flex direction="column" gap="4" style={{ maxWidth: "var(--ds-reading-width)", margin: "0 auto" }}>
      <ThemeLink asChild size="2">
        {/* Fetched ahead when pointed at or focused, as the header's links are: not with every dream's page. */}
        <LocaleLink href="/" prefetch={false} onPointerEnter={() => router.prefetch("/")} onFocus={() => router.prefetch("/")}>
          <ArrowLeftIcon aria-hidden /> {t("backToJournal")}
        </LocaleLink>
      </ThemeLink>
      <Card size="4" className="mood-edge" data-mood={dream.mood ?? undefined} asChild>
        <article aria-labelledby="dream-title" data-testid="dream-view">
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="2">
              <Heading as="h1" size="8" id="dream-title" className="user-text">
                {dream.title}
              </Heading>
              <Flex gap="3" align="center" wrap="wrap">
                <Text size="2" color="gray">
                  <time dateTime={dream.createdAt}>{created}</time>
                </Text>
                {dream.mood && <MoodBadge mood={dream.mood} />}
                {dream.lucid && <LucidBadge dream={dream} size="2" />}
              </Flex>
            </Flex>
            <Text as="div" size="4" className="user-text pre-line" style={{ lineHeight: 1.7 }} data-testid="dream-content">
              {dream.content}
            </Text>
            <Interpretation dream={dream} onInterpreted={changed} />
            <Tags dream={dream} onChanged={changed} />
            <Flex gap="2" wrap="wrap" justify="end">
              {dream.interpretation && (
                <LazyShareDialog
                  dream={dream}
                  onChanged={changed}
                  trigger={
                    <Button variant="soft" data-testid="share-dream">
                      <ShareIcon aria-hidden /> {t("share")}
                    </Button>
                  }
                />
              )}
              {dream.mood && (
                <Button
                  variant="soft"
                  loading={playlist.generating}
                  onClick={() => void playlist.create()}
                  data-testid="create-dream-playlist"
                >
                  <MusicIcon /> {playlist.generating ? t("generatingPlaylist") : t("createPlaylist")}
                </Button>
              )}
              <LazyDreamFormDialog
                dream={dream}
                onSaved={changed}
                trigger={
                  <Button variant="soft" color="gray" data-testid="edit-dream">
                    <PencilIcon aria-hidden /> {t("editShort")}
                  </Button>
                }
              />
              <LazyConfirmDialog
                trigger={
                  <Button variant="soft" color="red" highContrast data-testid="delete-dream">
                    <TrashIcon aria-hidden /> {t("delete")}
                  </Button>
                }
                title={t("deleteTitle")}
                description={t("deleteConfirm", { title: dream.title })}
                confirmLabel={t("delete")}
                cancelLabel={t("cancel")}
                onConfirm={remove}
              />
            </Flex>
          </Flex>
        </article>
      </Card>
    </Flex>
  );
}
