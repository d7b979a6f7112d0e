// One synthesized tone per dream mood. Pure data and arithmetic, so the numbers
// can be tested without a browser and the engine can trust what it is given.
import { isMood, type Mood } from "@/lib/domain/moods";

export interface SoundParams {
  /** Oscillator frequency in Hz. */
  frequency: number;
  waveform: "sine" | "square" | "sawtooth" | "triangle";
  /** Output gain, 0..1. */
  volume: number;
  /** Stereo position, -1 (left) .. 1 (right). */
  pan: number;
  /** Low-pass cut-off in Hz. */
  filterFrequency: number;
  filterQ: number;
}

/**
 * The spec's five presets, and ours for the other moods. Each has a note of its own
 * (no two share a pitch class), so no two moods sound alike; happy stays the highest.
 * Square and sawtooth waves carry more harmonics, so their presets are quieter
 * or more filtered to sit at about the loudness of the sines.
 */
export const PRESETS: Readonly<Record<Mood, Readonly<SoundParams>>> = {
  peaceful: { frequency: 174.61, waveform: "sine", volume: 0.3, pan: 0, filterFrequency: 1000, filterQ: 1 },
  mysterious: { frequency: 146.83, waveform: "triangle", volume: 0.25, pan: -0.2, filterFrequency: 800, filterQ: 2 },
  happy: { frequency: 261.63, waveform: "sine", volume: 0.35, pan: 0.1, filterFrequency: 1200, filterQ: 0.5 },
  anxious: { frequency: 220, waveform: "sawtooth", volume: 0.2, pan: 0.3, filterFrequency: 600, filterQ: 3 },
  sad: { frequency: 196, waveform: "sine", volume: 0.25, pan: -0.1, filterFrequency: 500, filterQ: 1.5 },
  // B3, bright and buzzing: a square wave, kept quiet, a little to the right.
  excited: { frequency: 246.94, waveform: "square", volume: 0.15, pan: 0.2, filterFrequency: 1400, filterQ: 1 },
  // G♯3, between sad's G and anxious's A, with a ringing (resonant) filter: a note that will not settle.
  confused: { frequency: 207.65, waveform: "triangle", volume: 0.22, pan: -0.35, filterFrequency: 700, filterQ: 6 },
  // F♯2, the lowest, a tritone below happy's C: a sawtooth with a high cut-off and a resonant edge, a growl in the centre.
  angry: { frequency: 92.5, waveform: "sawtooth", volume: 0.18, pan: 0, filterFrequency: 1100, filterQ: 4 },
  // B♭2, a square wave muffled by a low cut-off, far to the left: something in the dark.
  frightened: { frequency: 116.54, waveform: "square", volume: 0.2, pan: -0.45, filterFrequency: 350, filterQ: 5 },
  // E3, a triangle rounded off by a gentle low cut-off, like an old recording.
  nostalgic: { frequency: 164.81, waveform: "triangle", volume: 0.28, pan: 0.25, filterFrequency: 650, filterQ: 0.7 },
};

export const DEFAULT_VOLUME = 0.3;

export const WAVEFORMS: readonly SoundParams["waveform"][] = ["sine", "square", "sawtooth", "triangle"];

/** Problems with the parameters, in English for the console; empty when they can be played. */
export function validateSoundParams(p: SoundParams): string[] {
  const problems: string[] = [];
  if (!Number.isFinite(p.frequency) || p.frequency <= 0)
    problems.push(`frequency must be a finite number > 0 (got ${p.frequency})`);
  if (!WAVEFORMS.includes(p.waveform)) problems.push(`waveform must be one of ${WAVEFORMS.join(", ")} (got ${p.waveform})`);
  // NaN fails every comparison, so the range checks are written to reject it.
  if (!(p.volume >= 0 && p.volume <= 1)) problems.push(`volume must be between 0 and 1 (got ${p.volume})`);
  if (!(p.pan >= -1 && p.pan <= 1)) problems.push(`pan must be between -1 and 1 (got ${p.pan})`);
  if (!Number.isFinite(p.filterFrequency) || p.filterFrequency <= 0)
    problems.push(`filterFrequency must be a finite number > 0 (got ${p.filterFrequency})`);
  if (!Number.isFinite(p.filterQ) || p.filterQ <= 0) problems.push(`filterQ must be a finite number > 0 (got ${p.filterQ})`);
  return problems;
}

/** The dream's mood when it is one of the app's moods, otherwise the calmest one. */
export function initialMood(mood: string | null | undefined): Mood {
  const normalized = mood?.trim().toLowerCase() ?? "";
  return isMood(normalized) ? normalized : "peaceful";
}

// Four decimals are far below what anyone can hear, and keep the value the
// panel shows (data-gain) free of floating-point noise such as 0.10499999999999998.
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The preset with the volume slider applied.
 *
 * The slider scales the preset: gain = preset volume × slider. The preset
 * volumes balance the moods against each other (a sawtooth is much louder than
 * a sine at the same gain), and multiplying keeps that balance at every slider
 * position; both factors are in 0..1, so the product is too. The slider value is
 * clamped to 0..1 first, and a non-number counts as silence rather than as
 * something the engine would refuse.
 */
export function paramsFor(mood: Mood, volume: number): SoundParams {
  const slider = Number.isNaN(volume) ? 0 : Math.min(1, Math.max(0, volume));
  const preset = PRESETS[mood];
  return { ...preset, volume: round(preset.volume * slider) };
}
