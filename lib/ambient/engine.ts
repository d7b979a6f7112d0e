// The page's one ambient tone. Module state rather than React state because
// there must be a single sound per page however many panels are mounted, and
// each panel has to learn when another one took the sound over.
//
// Nothing here touches `window` until a sound is first played, so the module
// can be imported during server rendering.
import { validateSoundParams, type SoundParams } from "./presets";

/** Any object a caller uses to recognise its own sound, e.g. one per panel. */
export type AmbientOwner = object;

export interface AmbientSnapshot {
  readonly playing: boolean;
  /** Who started the current sound; null when stopped or started without an owner. */
  readonly owner: AmbientOwner | null;
  /** The parameters the sound is heading to (the GainNode's target is `params.volume`). */
  readonly params: Readonly<SoundParams> | null;
}

interface Voice {
  oscillator: OscillatorNode;
  filter: BiquadFilterNode;
  panner: StereoPannerNode;
  gain: GainNode;
}

interface Current {
  voice: Voice;
  params: SoundParams;
  owner: AmbientOwner | null;
}

// Time constants for setTargetAtTime, in seconds: after about three of them a
// parameter has reached its target. Short enough to feel immediate, long enough
// that no step in the waveform is audible as a click.
const GLIDE = 0.08;
const FADE = 0.03;
// setTargetAtTime never quite reaches zero; the oscillator is stopped once the
// fade-out is far below audibility.
const RELEASE_AFTER = FADE * 8;

const STOPPED: AmbientSnapshot = Object.freeze({ playing: false, owner: null, params: null });

let context: AudioContext | null = null;
let current: Current | null = null;
let snapshot: AmbientSnapshot = STOPPED;
const listeners = new Set<() => void>();

function publish() {
  snapshot = current
    ? Object.freeze({ playing: true, owner: current.owner, params: Object.freeze({ ...current.params }) })
    : STOPPED;
  for (const listener of listeners) {
    try {
      listener();
    } catch (error) {
      console.error("Ambient sound listener failed", error);
    }
  }
}

function audioContext(): AudioContext {
  if (context && context.state !== "closed") return context;
  // No prefixed webkitAudioContext fallback: the browsers that only have it
  // also lack StereoPannerNode, so the graph could not be built there anyway.
  if (typeof AudioContext === "undefined") throw new Error("Web Audio is not available in this browser");
  context = new AudioContext();
  return context;
}

function resume(ctx: AudioContext) {
  // Browsers create contexts suspended until a user gesture; play is called
  // from one, so resuming here is what actually makes the sound audible.
  if (ctx.state !== "suspended") return;
  ctx.resume().catch((error: unknown) => {
    console.error("Ambient sound: the audio context could not be resumed", error);
    // Every sound plays on this one context, so whatever is current is silent.
    stopAmbient();
  });
}

function buildVoice(ctx: AudioContext, params: SoundParams): Voice {
  const now = ctx.currentTime;
  const oscillator = ctx.createOscillator();
  oscillator.type = params.waveform;
  oscillator.frequency.setValueAtTime(params.frequency, now);

  const filter = ctx.createBiquadFilter();
  filter.type = "lowpass";
  filter.frequency.setValueAtTime(params.filterFrequency, now);
  filter.Q.setValueAtTime(params.filterQ, now);

  const panner = ctx.createStereoPanner();
  panner.pan.setValueAtTime(params.pan, now);

  // Starting at full gain would click; fade in from silence instead.
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0, now);
  gain.gain.setTargetAtTime(params.volume, now, FADE);

  const voice = { oscillator, filter, panner, gain };
  try {
    oscillator.connect(filter).connect(panner).connect(gain).connect(ctx.destination);
    oscillator.start(now);
  } catch (error) {
    disconnect(voice);
    throw error;
  }
  return voice;
}

function disconnect(voice: Voice) {
  for (const node of [voice.oscillator, voice.filter, voice.panner, voice.gain]) {
    try {
      node.disconnect();
    } catch {
      // Already disconnected: nothing left to release.
    }
  }
}

/** Fades a voice out and frees its nodes; never throws, as it runs on error paths too. */
function release(voice: Voice) {
  try {
    const now = voice.gain.context.currentTime;
    voice.gain.gain.cancelScheduledValues(now);
    voice.gain.gain.setValueAtTime(voice.gain.gain.value, now);
    voice.gain.gain.setTargetAtTime(0, now, FADE);
    voice.oscillator.onended = () => disconnect(voice);
    voice.oscillator.stop(now + RELEASE_AFTER);
  } catch (error) {
    console.error("Ambient sound: could not fade out cleanly", error);
    try {
      voice.oscillator.stop();
    } catch {
      // Never started or already stopped.
    }
    disconnect(voice);
  }
}

/** Moves a parameter smoothly from wherever it is now, even mid-glide. */
function glide(param: AudioParam, target: number, now: number) {
  param.cancelScheduledValues(now);
  param.setValueAtTime(param.value, now);
  param.setTargetAtTime(target, now, GLIDE);
}

function invalid(action: string, params: SoundParams): boolean {
  const problems = validateSoundParams(params);
  if (problems.length === 0) return false;
  console.error(`Ambient sound: refusing to ${action} invalid parameters: ${problems.join("; ")}`, params);
  return true;
}

/**
 * Stops whatever is playing and plays `params` instead. Returns false, and
 * leaves the page silent, when the parameters are invalid or Web Audio fails
 * (both logged with console.error).
 */
export function playAmbient(params: SoundParams, owner: AmbientOwner | null = null): boolean {
  if (current) {
    release(current.voice);
    current = null;
  }
  if (invalid("play", params)) {
    publish();
    return false;
  }
  try {
    const ctx = audioContext();
    current = { voice: buildVoice(ctx, params), params: { ...params }, owner };
    resume(ctx);
  } catch (error) {
    console.error("Ambient sound: playback failed", error);
    current = null;
  }
  publish();
  return current !== null;
}

/**
 * Changes the playing sound in place, gliding to the new values. Returns false
 * when nothing is playing or, with an `owner`, when the sound belongs to
 * someone else. Invalid parameters and Web Audio failures are logged and stop
 * the sound: invalid parameters never sound, not even as the previous tone.
 */
export function updateAmbient(params: SoundParams, owner?: AmbientOwner | null): boolean {
  if (!current || (owner !== undefined && current.owner !== owner)) return false;
  if (invalid("apply", params)) {
    stopAmbient();
    return false;
  }
  const playing = current;
  try {
    if (params.waveform !== playing.params.waveform) {
      // An oscillator's type cannot be scheduled and switching it mid-cycle
      // clicks, so cross-fade to a new voice instead.
      const next = buildVoice(audioContext(), params);
      release(playing.voice);
      current = { voice: next, params: { ...params }, owner: playing.owner };
    } else {
      const { oscillator, filter, panner, gain } = playing.voice;
      const now = gain.context.currentTime;
      glide(oscillator.frequency, params.frequency, now);
      glide(filter.frequency, params.filterFrequency, now);
      glide(filter.Q, params.filterQ, now);
      glide(panner.pan, params.pan, now);
      glide(gain.gain, params.volume, now);
      current = { ...playing, params: { ...params } };
    }
  } catch (error) {
    console.error("Ambient sound: could not change the sound, stopping it", error);
    release(playing.voice);
    current = null;
    publish();
    return false;
  }
  publish();
  return true;
}

/**
 * Fades out and stops the sound. With an `owner`, only stops it when that owner
 * started it, so a panel unmounting does not silence another panel's sound.
 */
export function stopAmbient(owner?: AmbientOwner | null): void {
  if (!current || (owner !== undefined && current.owner !== owner)) return;
  release(current.voice);
  current = null;
  publish();
}

/** For useSyncExternalStore: the same object until something changes. */
export function getAmbientSnapshot(): AmbientSnapshot {
  return snapshot;
}

/** Nothing plays during server rendering. */
export function getServerAmbientSnapshot(): AmbientSnapshot {
  return STOPPED;
}

/** Calls `listener` after every play, update and stop, whoever caused it. Returns the unsubscribe function. */
export function subscribeAmbient(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
