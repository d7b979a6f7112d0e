"use client";

import { Button, Callout, Flex, Heading, Skeleton, Text } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import useSWR from "swr";
import { EmptyState } from "@/components/ui/empty-state";
import { NightSky } from "@/components/ui/illustrations";
import { useToast } from "@/components/ui/toaster";
import { fetcher, send } from "@/lib/client/client";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { Playlist } from "@/lib/playlists/schema";
import { PLAYLISTS_KEY } from "@/lib/swr/keys";
import { PlaylistCard } from "./playlist-card";
import { PlaylistForm } from "./playlist-form";
import { PreviewProvider } from "./preview-player";

/** /playlists: the create form and the caller's playlists, newest first (the first list comes with the HTML). */
export function Playlists() {
  const t = useTranslations("Playlists");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, mutate } = useSWR<Playlist[], Error>(PLAYLISTS_KEY, fetcher("playlistList"));

  async function remove(id: number) {
    try {
      await send("DELETE", `/api/playlists/${id}`);
      toast({ title: t("deleted") });
    } catch (err) {
      toast({ title: t("deleteFailed"), description: errorMessage(err), variant: "destructive" });
      throw err;
    }
  }

  return (
    <PreviewProvider>
      <Flex direction="column" gap="4" style={{ maxWidth: "var(--ds-reading-width)", margin: "0 auto", width: "100%" }}>
        <Flex direction="column" gap="2">
          <Heading as="h1" size="8" ref={heading} tabIndex={-1} style={{ outline: "none" }}>
            {t("title")}
          </Heading>
          <Text as="p" color="gray" size="3">
            {t("intro")}
          </Text>
        </Flex>
        <PlaylistForm onCreated={() => mutate()} />
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
              <Skeleton key={i} height="220px" />
            ))}
          </Flex>
        ) : data && data.length === 0 ? (
          <EmptyState illustration={<NightSky />} title={t("emptyTitle")} testId="playlists-empty">
            {t("empty")}
          </EmptyState>
        ) : (
          <Flex direction="column" gap="3">
            {data?.map((playlist) => (
              <PlaylistCard
                key={playlist.id}
                playlist={playlist}
                onDelete={() => remove(playlist.id)}
                afterDelete={() => {
                  heading.current?.focus();
                  void mutate();
                }}
              />
            ))}
          </Flex>
        )}
      </Flex>
    </PreviewProvider>
  );
}
