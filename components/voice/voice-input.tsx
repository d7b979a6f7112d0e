"use client";

import { IconButton } from "@radix-ui/themes";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useToast } from "@/components/ui/toaster";
import { localeNames } from "@/lib/i18n/config";
import { isLocale } from "@/lib/domain/locales";
import { appendPhrase, speechLanguage, titleFromTranscript, transcriptText } from "@/lib/voice/text";
import { START_FAILED, useSpeechRecognition } from "@/lib/voice/use-speech-recognition";

const NARROW = "(max-width: 640px)";

function subscribeToNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
const isNarrow = () => window.matchMedia(NARROW).matches;
// Rendering nothing on the server avoids flashing the button on wide screens.
const isNarrowOnServer = () => false;

/** "English", "українська", … for a tag such as "uk-UA", named in the interface language. */
function languageName(tag: string, displayLocale: string): string {
  // The region would read as "American English"; the interface only ever offers the plain language.
  const base = tag.split("-")[0];
  try {
    return new Intl.DisplayNames([displayLocale], { type: "language" }).of(base) ?? tag;
  } catch {
    return isLocale(base) ? localeNames[base] : tag;
  }
}

function MicrophoneIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" aria-hidden="true" focusable="false">
      <rect x="5" y="1" width="5" height="8" rx="2.5" stroke="currentColor" />
      <path d="M3 7a4.5 4.5 0 0 0 9 0M7.5 11.5V14M5 14h5" stroke="currentColor" strokeLinecap="round" />
    </svg>
  );
}

interface Props {
  /** Receives the whole transcript so far and a title made from it, after every new phrase. */
  onTranscript: (content: string, title: string) => void;
}

/** Dictation for the new-dream form, offered on phone-sized screens only. */
export function VoiceInput({ onTranscript }: Props) {
  const t = useTranslations("VoiceInput");
  const locale = useLocale();
  const toast = useToast();
  const narrow = useSyncExternalStore(subscribeToNarrow, isNarrow, isNarrowOnServer);
  // Kept across stop/start so that pausing and resuming continues the same text.
  const phrases = useRef<string[]>([]);

  const { supported, recording, start, stop } = useSpeechRecognition({
    lang: speechLanguage(locale),
    onStart(lang, restarted) {
      toast({
        title: restarted ? t("languageChanged") : t("recordingStarted"),
        description: t("recordingIn", { language: languageName(lang, locale) }),
      });
    },
    onPhrase(phrase) {
      const next = appendPhrase(phrases.current, phrase);
      if (next.length === phrases.current.length) return;
      phrases.current = next;
      const content = transcriptText(next);
      onTranscript(content, titleFromTranscript(content));
    },
    onError(code) {
      toast({ title: t("errorTitle"), description: t(code === START_FAILED ? "failed" : "error"), variant: "destructive" });
    },
  });

  // A hidden button could no longer stop the microphone, so leaving the narrow layout stops it.
  useEffect(() => {
    if (!narrow && recording) stop();
  }, [narrow, recording, stop]);

  if (!narrow) return null;

  function toggle() {
    if (recording) return stop();
    if (!supported) return toast({ title: t("notSupportedTitle"), description: t("notSupported") });
    if (!start()) toast({ title: t("errorTitle"), description: t("failed"), variant: "destructive" });
  }

  return (
    <IconButton
      type="button"
      size="3"
      radius="full"
      variant={recording ? "solid" : "soft"}
      color={recording ? "red" : undefined}
      aria-label={recording ? t("stop") : t("start")}
      aria-pressed={recording}
      data-testid="voice-input"
      data-state={recording ? "recording" : "idle"}
      onClick={toggle}
    >
      <MicrophoneIcon />
    </IconButton>
  );
}
