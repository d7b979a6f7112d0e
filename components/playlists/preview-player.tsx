"use client";

import { PauseIcon, PlayIcon } from "@radix-ui/react-icons";
import { IconButton } from "@radix-ui/themes";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { MusicIcon } from "@/components/ui/music-icon";
import { useToast } from "@/components/ui/toaster";
import type { Track } from "@/lib/music/types";

interface PreviewState {
  /** Key of the track playing now, if any. */
  playing: string | null;
  toggle: (key: string, track: Track) => void;
}

const PreviewContext = createContext<PreviewState | null>(null);

/** One audio element for the page: starting a preview stops the one playing; leaving the page stops it. */
export function PreviewProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("Playlists");
  const toast = useToast();
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);

  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );

  const toggle = useCallback(
    (key: string, track: Track) => {
      if (!track.previewUrl) {
        toast({ title: t("noPreview"), description: t("noPreviewDescription") });
        return;
      }
      const element = (audio.current ??= new Audio());
      element.pause();
      if (playing === key) {
        setPlaying(null);
        return;
      }
      element.src = track.previewUrl;
      element.onended = () => setPlaying(null);
      setPlaying(key);
      element.play().catch(() => {
        setPlaying((current) => (current === key ? null : current));
        toast({ title: t("previewFailed"), variant: "destructive" });
      });
    },
    [playing, t, toast],
  );

  const value = useMemo(() => ({ playing, toggle }), [playing, toggle]);
  return <PreviewContext.Provider value={value}>{children}</PreviewContext.Provider>;
}

/**
 * Play/stop for a track with a preview; for one without, a quiet note that
 * says so when pressed (the spec's 'No preview available' toast) instead of
 * nothing, and not a muted speaker, which reads as broken sound.
 */
export function PreviewButton({ trackKey, track }: { trackKey: string; track: Track }) {
  const t = useTranslations("Playlists");
  const context = useContext(PreviewContext);
  if (!context) throw new Error("PreviewButton must be used within a PreviewProvider");
  const isPlaying = context.playing === trackKey;
  if (!track.previewUrl) {
    return (
      <IconButton
        size="1"
        variant="ghost"
        color="gray"
        aria-label={t("noPreviewLabel", { title: track.title })}
        onClick={() => context.toggle(trackKey, track)}
        data-testid="no-preview"
      >
        <MusicIcon />
      </IconButton>
    );
  }
  return (
    <IconButton
      size="1"
      variant={isPlaying ? "solid" : "soft"}
      aria-label={isPlaying ? t("pause", { title: track.title }) : t("play", { title: track.title })}
      aria-pressed={isPlaying}
      onClick={() => context.toggle(trackKey, track)}
      data-testid="preview"
    >
      {isPlaying ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
    </IconButton>
  );
}
