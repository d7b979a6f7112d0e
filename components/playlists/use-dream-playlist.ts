"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { useToast } from "@/components/ui/toaster";
import { useErrorMessage } from "@/lib/client/use-error-message";
import type { Dream } from "@/lib/dreams/schema";
import { createPlaylistFor } from "./create-playlist";
import { PLAYLISTS_KEY } from "@/lib/swr/keys";

/**
 * A dream card's create-playlist button: "{title} Playlist", a description
 * naming the dream, the dream's mood (peaceful without one), its words
 * guiding the search; then /playlists.
 */
export function useDreamPlaylist(dream: Dream) {
  const t = useTranslations("Playlists");
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [generating, setGenerating] = useState(false);

  async function create() {
    setGenerating(true);
    try {
      const playlist = await createPlaylistFor({
        name: t("fromDreamName", { title: dream.title }),
        description: t("fromDreamDescription", { title: dream.title }),
        dominantMood: dream.mood ?? "peaceful",
        dreamId: dream.id,
      });
      await mutate(PLAYLISTS_KEY, undefined, { revalidate: false });
      toast({
        title: t("successTitle"),
        description: t("created", { name: playlist.name, count: playlist.tracks.suggestedTracks.length }),
      });
      router.push("/playlists");
    } catch (error) {
      toast({ title: t("errorTitle"), description: errorMessage(error) || t("createFailed"), variant: "destructive" });
    } finally {
      setGenerating(false);
    }
  }

  return { generating, create };
}
