"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";

// TypeScript's DOM lib describes the recognition events but not the
// recogniser itself, so the part we use is declared here.
interface RecognitionAlternative {
  readonly transcript: string;
}

interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative;
}

interface RecognitionResultEvent extends Event {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}

interface RecognitionErrorEvent extends Event {
  readonly error: string;
}

interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  maxAlternatives: number;
  onstart: ((event: Event) => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: ((event: Event) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

// Window does not declare these; a structural view of it does, without a cast.
interface SpeechWindow {
  readonly navigator: Navigator;
  readonly SpeechRecognition?: RecognitionConstructor;
  readonly webkitSpeechRecognition?: RecognitionConstructor;
}

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const speechWindow: SpeechWindow = window;
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

// Support never changes during a page's life, so there is nothing to subscribe to.
const subscribeToNothing = () => () => {};
const isSupported = () => recognitionConstructor() !== null;
// The server cannot know; reporting "unsupported" there keeps hydration consistent.
const isSupportedOnServer = () => false;

/** Reported to onError when recognition could not be restarted in a new language. */
export const START_FAILED = "start-failed";

export interface SpeechRecognitionOptions {
  /** BCP 47 tag; changing it while recording restarts recognition in the new language. */
  lang: string;
  /**
   * The engine is listening (its `start` event), not merely asked to: announcing
   * on this avoids a "started" notice followed at once by an error when the
   * microphone is refused. `restarted` is true after a language change.
   */
  onStart?: (lang: string, restarted: boolean) => void;
  /** Called once per final phrase, untrimmed, as the engine delivered it. */
  onPhrase: (phrase: string) => void;
  /** A SpeechRecognitionErrorEvent code (e.g. "not-allowed", "no-speech") or START_FAILED; recording has stopped. */
  onError: (code: string) => void;
}

export interface SpeechRecognitionControls {
  supported: boolean;
  recording: boolean;
  /** False if the browser lacks recognition or refused to start; no error callback follows. */
  start: () => boolean;
  stop: () => void;
}

interface Session {
  recognition: Recognition;
  /** Set when the language changed: the session is stopped and a new one starts once it has ended. */
  restartIn: string | null;
}

/** What a recognition session reports back to the hook that started it. */
interface HookState {
  /** The current session; only it may change `recording`. */
  session: { current: Session | null };
  /** Every recogniser that has not ended yet. */
  recognisers: { current: Set<Recognition> };
  callbacks: { current: Pick<SpeechRecognitionOptions, "onStart" | "onPhrase" | "onError"> };
  setRecording: (recording: boolean) => void;
}

/** Starts a recogniser in `language`; after a language change its end starts the next one. */
function launchSession(hook: HookState, language: string, restarted: boolean): boolean {
  const Constructor = recognitionConstructor();
  if (!Constructor) return false;
  let recognition: Recognition;
  try {
    recognition = new Constructor();
  } catch {
    return false;
  }
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.lang = language;
  recognition.maxAlternatives = 1;
  const session: Session = { recognition, restartIn: null };

  recognition.onstart = () => {
    if (hook.session.current === session && session.restartIn === null) hook.callbacks.current.onStart?.(language, restarted);
  };

  // Results are accepted even after the user pressed stop: stop() lets the
  // engine finish the utterance in progress, and that last phrase is wanted.
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      if (result.isFinal && result.length > 0) hook.callbacks.current.onPhrase(result[0].transcript);
    }
  };
  recognition.onerror = (event) => {
    // During a language switch the old session's errors are irrelevant; its end starts the new one.
    if (hook.session.current !== session || session.restartIn !== null) return;
    hook.session.current = null;
    hook.setRecording(false);
    hook.callbacks.current.onError(event.error);
  };
  recognition.onend = () => {
    hook.recognisers.current.delete(recognition);
    if (hook.session.current !== session) return;
    if (session.restartIn !== null) {
      hook.session.current = null;
      if (!launchSession(hook, session.restartIn, true)) {
        hook.setRecording(false);
        hook.callbacks.current.onError(START_FAILED);
      }
      return;
    }
    // The engine ended on its own (silence timeout, mobile browsers after each utterance): go idle.
    hook.session.current = null;
    hook.setRecording(false);
  };

  hook.session.current = session;
  try {
    recognition.start();
  } catch {
    hook.session.current = null;
    return false;
  }
  hook.recognisers.current.add(recognition);
  hook.setRecording(true);
  return true;
}

export function useSpeechRecognition({ lang, onStart, onPhrase, onError }: SpeechRecognitionOptions): SpeechRecognitionControls {
  const supported = useSyncExternalStore(subscribeToNothing, isSupported, isSupportedOnServer);
  const [recording, setRecording] = useState(false);
  // Only the current session may change `recording`; late events from stopped sessions are ignored.
  const current = useRef<Session | null>(null);
  // Every recogniser that has not ended yet, including stopped ones still delivering a last phrase.
  const live = useRef(new Set<Recognition>());

  // Latest callbacks, read from recognition events so a new callback identity does not restart anything.
  const callbacks = useRef({ onStart, onPhrase, onError });
  useEffect(() => {
    callbacks.current = { onStart, onPhrase, onError };
  }, [onStart, onPhrase, onError]);

  const launch = useCallback(
    (language: string, restarted: boolean) =>
      launchSession({ session: current, recognisers: live, callbacks, setRecording }, language, restarted),
    [],
  );

  const start = useCallback((): boolean => {
    if (current.current) return true;
    return launch(lang, false);
  }, [launch, lang]);

  const stop = useCallback(() => {
    const session = current.current;
    current.current = null;
    setRecording(false);
    session?.recognition.stop();
  }, []);

  useEffect(() => {
    const session = current.current;
    if (!session || (session.restartIn ?? session.recognition.lang) === lang) return;
    // Waiting for the old session to end avoids two recognisers competing for the microphone.
    const alreadyRestarting = session.restartIn !== null;
    session.restartIn = lang;
    if (!alreadyRestarting) session.recognition.stop();
  }, [lang]);

  useEffect(() => {
    const recognisers = live.current;
    return () => {
      current.current = null;
      for (const recognition of recognisers) {
        // Detach first so nothing calls back into an unmounted component.
        recognition.onstart = null;
        recognition.onresult = null;
        recognition.onerror = null;
        recognition.onend = null;
        recognition.abort();
      }
      recognisers.clear();
    };
  }, []);

  return { supported, recording, start, stop };
}
