// @vitest-environment jsdom
// The dictation hook against a faithful fake of the browser's
// SpeechRecognition: events arrive asynchronously, in the order Chrome sends
// them (start; results; error then end; end after stop or abort), start()
// throws when already started, and stop() still delivers the phrase in progress.
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { START_FAILED, useSpeechRecognition, type SpeechRecognitionOptions } from "./use-speech-recognition";

type Handler<E> = ((event: E) => void) | null;

interface ResultEvent extends Event {
  resultIndex: number;
  results: { length: number; [i: number]: { isFinal: boolean; length: number; [j: number]: { transcript: string } } };
}

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  static failNextStart = false;

  continuous = false;
  interimResults = true;
  lang = "";
  maxAlternatives = 5;
  onstart: Handler<Event> = null;
  onresult: Handler<ResultEvent> = null;
  onerror: Handler<Event & { error: string }> = null;
  onend: Handler<Event> = null;
  state: "idle" | "listening" | "stopping" | "ended" = "idle";
  /** A phrase the engine is still hearing: delivered on stop(), dropped on abort(). */
  pending: string | null = null;
  private results: { transcript: string; isFinal: boolean }[] = [];

  constructor() {
    FakeRecognition.instances.push(this);
  }

  start() {
    if (FakeRecognition.failNextStart) {
      FakeRecognition.failNextStart = false;
      throw new DOMException("recognition refused", "NotAllowedError");
    }
    if (this.state !== "idle") throw new DOMException("recognition has already started", "InvalidStateError");
    this.state = "listening";
    queueMicrotask(() => this.onstart?.(new Event("start")));
  }

  stop() {
    if (this.state !== "listening") return;
    this.state = "stopping";
    setTimeout(() => {
      if (this.pending) this.hear(this.pending, true);
      this.end();
    }, 10);
  }

  abort() {
    if (this.state === "ended") return;
    this.state = "stopping";
    setTimeout(() => this.end(), 0);
  }

  /** The engine recognised a phrase (interim results are sent only when asked for). */
  hear(transcript: string, isFinal = true) {
    if (!isFinal && !this.interimResults) return;
    this.results.push({ transcript, isFinal });
    const index = this.results.length - 1;
    // SpeechRecognitionResultList: every result so far, each a list of alternatives.
    const list = this.results.map((r) => Object.assign([{ transcript: r.transcript }], { isFinal: r.isFinal }));
    const event = Object.assign(new Event("result"), { resultIndex: index, results: list });
    this.onresult?.(event);
  }

  /** A recognition error: Chrome sends error, then end. */
  fail(code: string) {
    this.onerror?.(Object.assign(new Event("error"), { error: code }));
    this.end();
  }

  private end() {
    if (this.state === "ended") return;
    this.state = "ended";
    this.onend?.(new Event("end"));
  }
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
const latest = () => FakeRecognition.instances[FakeRecognition.instances.length - 1];

function setup(lang = "en-US") {
  const options = { onStart: vi.fn(), onPhrase: vi.fn(), onError: vi.fn() };
  const hook = renderHook((props: Pick<SpeechRecognitionOptions, "lang">) => useSpeechRecognition({ ...options, ...props }), {
    initialProps: { lang },
  });
  return { ...options, hook };
}

beforeEach(() => {
  FakeRecognition.instances = [];
  FakeRecognition.failNextStart = false;
  vi.stubGlobal("SpeechRecognition", FakeRecognition);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useSpeechRecognition", () => {
  it("starts continuous recognition of final results only, and announces it once the engine listens", async () => {
    const { hook, onStart } = setup("uk-UA");
    expect(hook.result.current.supported).toBe(true);
    act(() => {
      expect(hook.result.current.start()).toBe(true);
    });
    expect(hook.result.current.recording).toBe(true);
    expect(latest()).toMatchObject({ continuous: true, interimResults: false, lang: "uk-UA", maxAlternatives: 1 });
    expect(onStart).not.toHaveBeenCalled(); // not before the engine's start event
    await flush();
    expect(onStart).toHaveBeenCalledWith("uk-UA", false);
  });

  it("passes on final phrases, ignores interim ones, and keeps the phrase in progress after stop", async () => {
    const { hook, onPhrase } = setup();
    act(() => void hook.result.current.start());
    await flush();
    act(() => latest().hear("I was flying", false));
    act(() => latest().hear("I was flying over the sea"));
    latest().pending = "and then I woke up";
    act(() => hook.result.current.stop());
    expect(hook.result.current.recording).toBe(false);
    await flush();
    expect(onPhrase.mock.calls).toEqual([["I was flying over the sea"], ["and then I woke up"]]);
  });

  it("stops on an error and reports its code", async () => {
    const { hook, onError } = setup();
    act(() => void hook.result.current.start());
    await flush();
    act(() => latest().fail("not-allowed"));
    expect(hook.result.current.recording).toBe(false);
    expect(onError).toHaveBeenCalledWith("not-allowed");
    // Recording can start again afterwards.
    act(() => void hook.result.current.start());
    expect(FakeRecognition.instances).toHaveLength(2);
  });

  it("goes idle when the engine ends on its own (silence)", async () => {
    const { hook, onError } = setup();
    act(() => void hook.result.current.start());
    await flush();
    act(() => latest().abort());
    await flush();
    expect(hook.result.current.recording).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it("restarts in the new language after the old session has ended, with one recogniser at a time", async () => {
    const { hook, onStart, onError } = setup("en-US");
    act(() => void hook.result.current.start());
    await flush();
    const first = latest();
    hook.rerender({ lang: "de-DE" });
    expect(first.state).toBe("stopping");
    expect(FakeRecognition.instances).toHaveLength(1); // the new one waits for the old one's end
    await flush();
    const second = latest();
    expect(FakeRecognition.instances).toHaveLength(2);
    expect(second.lang).toBe("de-DE");
    expect(hook.result.current.recording).toBe(true);
    expect(onStart).toHaveBeenLastCalledWith("de-DE", true);
    // An error from the old session arriving late is ignored.
    act(() => first.fail("aborted"));
    expect(onError).not.toHaveBeenCalled();
  });

  it("reports START_FAILED when the new language cannot start", async () => {
    const { hook, onError } = setup("en-US");
    act(() => void hook.result.current.start());
    await flush();
    FakeRecognition.failNextStart = true;
    hook.rerender({ lang: "fr-FR" });
    await flush();
    expect(hook.result.current.recording).toBe(false);
    expect(onError).toHaveBeenCalledWith(START_FAILED);
  });

  it("returns false when the browser refuses to start, without an error callback", () => {
    const { hook, onError } = setup();
    FakeRecognition.failNextStart = true;
    act(() => {
      expect(hook.result.current.start()).toBe(false);
    });
    expect(hook.result.current.recording).toBe(false);
    expect(onError).not.toHaveBeenCalled();
  });

  it("aborts every recogniser on unmount and calls nothing back afterwards", async () => {
    const { hook, onPhrase } = setup();
    act(() => void hook.result.current.start());
    await flush();
    const recognition = latest();
    hook.unmount();
    expect(recognition.state).toBe("stopping");
    recognition.hear("too late");
    await flush();
    expect(onPhrase).not.toHaveBeenCalled();
    expect(recognition.onend).toBeNull();
  });

  it("says unsupported where the browser has no recogniser", () => {
    vi.stubGlobal("SpeechRecognition", undefined);
    const { hook } = setup();
    expect(hook.result.current.supported).toBe(false);
    act(() => {
      expect(hook.result.current.start()).toBe(false);
    });
  });
});
