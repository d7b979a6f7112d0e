"use client";

import { PencilIcon, ShareIcon } from "@/components/ui/icons";
import { Button, IconButton } from "@radix-ui/themes";
import { lazy, Suspense } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Link as LocaleLink } from "@/lib/i18n/navigation";
import { useDreamPlaylist } from "@/components/playlists/use-dream-playlist";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { MusicIcon } from "@/components/ui/music-icon";
import { boxClass, cardClass, flexClass, headingClass, linkClass, textClass } from "@/components/ui/radix-classes";
import type { Dream } from "@/lib/dreams/schema";
import { DATE_TIME } from "@/lib/time/format";
import { DreamMarks } from "@/components/marks/dream-marks";
import { InterpretationBlock } from "./interpretation-block";
import { MoodBadge } from "@/components/marks/mood-badge";
import { LazyDreamFormDialog, LazyShareDialog } from "./lazy-dialogs";

// Free members never tick dreams: the Premium selection's checkbox comes only to those who do.
const SelectionBox = lazy(() => import("./selection-box").then((module) => ({ default: module.SelectionBox })));

/** What a card asks the journal to do; one object for every card, the same from render to render. */
export interface CardActions {
  select: (id: number, selected: boolean) => void;
  /** Deletes the dream on the server; the card stays until afterDelete. */
  remove: (id: number) => Promise<void>;
  /** Once the confirmation has closed: drop the card and move focus. */
  afterDelete: () => void;
  edited: (dream: Dream) => Promise<unknown>;
  /** The card's Edit dialog opened or closed: while it is open the journal keeps the card, whatever its list does. */
  hold: (dream: Dream, open: boolean) => void;
}

interface Props {
  dream: Dream;
  selectable: boolean;
  selected: boolean;
  actions: CardActions;
}

/**
 * A dream in the journal: title, date, mood, a clean excerpt and its actions;
 * the whole text is on /dreams/{id}. Its static parts are plain elements with
 * Radix Themes' classes (components/ui/radix-classes.ts): fifteen of these
 * hydrate with every journal.
 */
export function DreamCard({ dream, selectable, selected, actions }: Props) {
  const t = useTranslations("DreamCard");
  const format = useFormatter();
  const created = format.dateTime(new Date(dream.createdAt), DATE_TIME);
  const headingId = `dream-${dream.id}`;
  const playlist = useDreamPlaylist(dream);

  return (
    <article
      data-testid="dream-card"
      data-dream-id={dream.id}
      aria-labelledby={headingId}
      data-mood={dream.mood ?? undefined}
      className={cardClass("mood-edge dream-card")}
    >
      <div className={flexClass({ direction: "column", gap: "3" })}>
        <div className={flexClass({ justify: "between", align: "start", gap: "3" })}>
          <div className={flexClass({ gap: "3", align: "start" }, "user-text")}>
            {selectable && (
              <Suspense fallback={null}>
                <SelectionBox
                  checked={selected}
                  onChange={(on) => actions.select(dream.id, on)}
                  label={t("select", { title: dream.title })}
                />
              </Suspense>
            )}
            <div className={boxClass("user-text")}>
              <h2 id={headingId} className={headingClass("4", "user-text")}>
                <LocaleLink
                  href={`/dreams/${dream.id}`}
                  prefetch={false}
                  data-accent-color="gray"
                  className={linkClass({ highContrast: true })}
                >
                  {dream.title}
                </LocaleLink>
              </h2>
              <p data-accent-color="gray" className={textClass("1")}>
                <time dateTime={dream.createdAt}>{created}</time>
              </p>
              <DreamMarks dream={dream} />
            </div>
          </div>
          {dream.mood && <MoodBadge mood={dream.mood} />}
        </div>
        <p className={textClass("2", "user-text excerpt pre-line")} data-testid="dream-excerpt">
          {dream.content}
        </p>
        <InterpretationBlock dream={dream} excerpt onInterpreted={actions.edited} />
        <div className={flexClass({ gap: "2", justify: "between", align: "center", wrap: true })}>
          <LocaleLink
            href={`/dreams/${dream.id}`}
            prefetch={false}
            aria-describedby={headingId}
            data-accent-color=""
            className={linkClass({ size: "2" }, "read-more")}
          >
            {t("readMore")}
          </LocaleLink>
          <div className={flexClass({ gap: "2", wrap: true, justify: "end" })}>
            {dream.interpretation && (
              <LazyShareDialog
                dream={dream}
                onChanged={actions.edited}
                trigger={
                  <Button variant="soft" className="card-action" aria-label={t("share")} data-testid="share-dream">
                    <ShareIcon aria-hidden /> <span className="card-action-label">{t("share")}</span>
                  </Button>
                }
              />
            )}
            {dream.mood && (
              <Button
                variant="soft"
                className="card-action"
                loading={playlist.generating}
                onClick={() => void playlist.create()}
                aria-label={playlist.generating ? t("generatingPlaylist") : t("createPlaylist")}
                data-testid="create-dream-playlist"
              >
                <MusicIcon aria-hidden />{" "}
                <span className="card-action-label">{playlist.generating ? t("generatingPlaylist") : t("createPlaylist")}</span>
              </Button>
            )}
            <LazyDreamFormDialog
              dream={dream}
              onSaved={actions.edited}
              onOpenChange={(open) => actions.hold(dream, open)}
              trigger={
                <IconButton variant="soft" color="gray" aria-label={t("edit", { title: dream.title })} data-testid="edit-dream">
                  <PencilIcon aria-hidden />
                </IconButton>
              }
            />
            <ConfirmDeleteButton
              label={t("deleteNamed", { title: dream.title })}
              testId="delete-dream"
              title={t("deleteTitle")}
              description={t("deleteConfirm", { title: dream.title })}
              confirmLabel={t("delete")}
              cancelLabel={t("cancel")}
              onConfirm={() => actions.remove(dream.id)}
              afterConfirm={actions.afterDelete}
            />
          </div>
        </div>
      </div>
    </article>
  );
}
