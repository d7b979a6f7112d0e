"use client";

import { ExternalLinkIcon } from "@radix-ui/react-icons";
import { Badge, Box, Card, Flex, Heading, IconButton, Text } from "@radix-ui/themes";
import { useFormatter, useTranslations } from "next-intl";
import { MoodBadge } from "@/components/marks/mood-badge";
import { ConfirmDeleteButton } from "@/components/ui/confirm-delete-button";
import { isMood } from "@/lib/domain/moods";
import { httpsUrlOrNull } from "@/lib/music/urls";
import type { Playlist } from "@/lib/playlists/schema";
import { DATE } from "@/lib/time/format";
import { PreviewButton } from "./preview-player";

interface Props {
  playlist: Playlist;
  onDelete: () => Promise<void>;
  afterDelete: () => void;
}

/** A playlist: name, description, mood and its tracks (title, artist, genre, duration), a preview and a link each. */
export function PlaylistCard({ playlist, onDelete, afterDelete }: Props) {
  const t = useTranslations("Playlists");
  const format = useFormatter();
  const headingId = `playlist-${playlist.id}`;
  const tracks = playlist.tracks.suggestedTracks;
  const mood = isMood(playlist.dominantMood) ? playlist.dominantMood : null;
  return (
    <Card size="3" asChild className="mood-edge" data-mood={mood ?? undefined}>
      <article aria-labelledby={headingId} data-testid="playlist-card" data-playlist-id={playlist.id}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3">
            <Box className="user-text">
              <Heading as="h2" size="4" id={headingId} className="user-text">
                {playlist.name}
              </Heading>
              <Text as="p" size="1" color="gray">
                <time dateTime={playlist.createdAt}>{format.dateTime(new Date(playlist.createdAt), DATE)}</time>
                {" · "}
                {t("trackCount", { count: tracks.length })}
              </Text>
            </Box>
            <Flex gap="2" align="center">
              {mood && <MoodBadge mood={mood} />}
              <ConfirmDeleteButton
                label={t("deleteNamed", { name: playlist.name })}
                testId="delete-playlist"
                title={t("deleteTitle")}
                description={t("deleteConfirm", { name: playlist.name })}
                confirmLabel={t("delete")}
                cancelLabel={t("cancel")}
                onConfirm={onDelete}
                afterConfirm={afterDelete}
              />
            </Flex>
          </Flex>
          {playlist.description && (
            <Text as="p" size="2" className="user-text" data-testid="playlist-description">
              {playlist.description}
            </Text>
          )}
          {playlist.tracks.attributes.genres.length > 0 && (
            <Flex gap="1" wrap="wrap">
              {playlist.tracks.attributes.genres.map((genre) => (
                <Badge key={genre} variant="outline" color="gray" radius="full">
                  {genre}
                </Badge>
              ))}
            </Flex>
          )}
          <ol className="track-list" aria-label={t("tracks")}>
            {tracks.map((track, i) => {
              const link = httpsUrlOrNull(track.spotifyUrl);
              return (
                <li key={`${track.id}-${i}`} className="track" data-testid="track">
                  <PreviewButton trackKey={`${playlist.id}:${i}`} track={track} />
                  <div className="track-text">
                    <Text as="p" size="2" weight="medium" className="user-text" data-testid="track-title">
                      {track.title}
                    </Text>
                    <Text as="p" size="1" color="gray" className="user-text">
                      <span data-testid="track-artist">{track.artist}</span> · <span>{track.genre}</span>
                    </Text>
                  </div>
                  <Text size="1" color="gray" className="track-duration" aria-label={`${t("columnDuration")} ${track.duration}`}>
                    {track.duration}
                  </Text>
                  {link ? (
                    <IconButton asChild size="1" variant="ghost">
                      <a
                        href={link}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t("openOnSpotify", { title: track.title })}
                      >
                        <ExternalLinkIcon aria-hidden />
                      </a>
                    </IconButton>
                  ) : (
                    <span />
                  )}
                </li>
              );
            })}
          </ol>
        </Flex>
      </article>
    </Card>
  );
}
