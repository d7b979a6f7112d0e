import { describe, expect, it } from "vitest";
import { MOODS } from "@/lib/domain/moods";
import { DEFAULT_VOLUME, PRESETS, initialMood, paramsFor, validateSoundParams, type SoundParams } from "./presets";

const valid: SoundParams = PRESETS.peaceful;
const problemsWith = (change: Partial<SoundParams>) => validateSoundParams({ ...valid, ...change });

describe("PRESETS", () => {
  it("has the spec's numbers for the spec's five moods", () => {
    expect(PRESETS).toMatchObject({
      peaceful: { frequency: 174.61, waveform: "sine", volume: 0.3, pan: 0, filterFrequency: 1000, filterQ: 1 },
      mysterious: { frequency: 146.83, waveform: "triangle", volume: 0.25, pan: -0.2, filterFrequency: 800, filterQ: 2 },
      happy: { frequency: 261.63, waveform: "sine", volume: 0.35, pan: 0.1, filterFrequency: 1200, filterQ: 0.5 },
      anxious: { frequency: 220, waveform: "sawtooth", volume: 0.2, pan: 0.3, filterFrequency: 600, filterQ: 3 },
      sad: { frequency: 196, waveform: "sine", volume: 0.25, pan: -0.1, filterFrequency: 500, filterQ: 1.5 },
    });
    expect(DEFAULT_VOLUME).toBe(0.3);
  });

  it("has a preset for every mood of the journal, and no other", () => {
    expect(Object.keys(PRESETS).sort()).toEqual([...MOODS].sort());
  });

  it.each(MOODS)("%s is valid", (mood) => {
    expect(validateSoundParams(PRESETS[mood])).toEqual([]);
  });

  it("gives every mood a tone of its own: its own note, and no two alike in note and waveform", () => {
    const presets = MOODS.map((mood) => PRESETS[mood]);
    expect(new Set(presets.map((p) => p.frequency)).size).toBe(MOODS.length);
    expect(new Set(presets.map((p) => `${p.waveform} ${p.frequency}`)).size).toBe(MOODS.length);
    // Not the same note an octave apart either: each tone is a different pitch class.
    const pitchClass = (hz: number) => Math.round(12 * Math.log2(hz / 440)) % 12;
    expect(new Set(presets.map((p) => (pitchClass(p.frequency) + 12) % 12)).size).toBe(MOODS.length);
    // Happy stays the highest, as the help page says.
    expect(Math.max(...presets.map((p) => p.frequency))).toBe(PRESETS.happy.frequency);
  });

  it("keeps the louder waveforms quieter than the sines", () => {
    for (const mood of MOODS) {
      const { waveform, volume } = PRESETS[mood];
      if (waveform === "square" || waveform === "sawtooth") expect(volume, mood).toBeLessThanOrEqual(0.22);
    }
  });
});

describe("validateSoundParams", () => {
  it("accepts the edges of every range", () => {
    expect(problemsWith({ volume: 0 })).toEqual([]);
    expect(problemsWith({ volume: 1 })).toEqual([]);
    expect(problemsWith({ pan: -1 })).toEqual([]);
    expect(problemsWith({ pan: 1 })).toEqual([]);
    expect(problemsWith({ frequency: 0.001, filterFrequency: 0.001, filterQ: 0.001 })).toEqual([]);
  });

  it.each([
    ["frequency", { frequency: Number.NaN }],
    ["frequency", { frequency: Number.POSITIVE_INFINITY }],
    ["frequency", { frequency: 0 }],
    ["frequency", { frequency: -1 }],
    ["volume", { volume: -0.01 }],
    ["volume", { volume: 1.01 }],
    ["volume", { volume: Number.NaN }],
    ["pan", { pan: -1.01 }],
    ["pan", { pan: 1.01 }],
    ["pan", { pan: Number.NaN }],
    ["filterFrequency", { filterFrequency: 0 }],
    ["filterFrequency", { filterFrequency: Number.NaN }],
    ["filterFrequency", { filterFrequency: Number.POSITIVE_INFINITY }],
    ["filterQ", { filterQ: 0 }],
    ["filterQ", { filterQ: Number.POSITIVE_INFINITY }],
    ["filterQ", { filterQ: -1 }],
  ] satisfies [string, Partial<SoundParams>][])("refuses a bad %s: %o", (field, change) => {
    const problems = problemsWith(change);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${field} `));
  });

  it("refuses an unknown waveform coming from untyped code", () => {
    // What arrives from JSON is trusted by nothing but its declared type.
    const params = JSON.parse(
      '{"frequency":100,"waveform":"noise","volume":0.1,"pan":0,"filterFrequency":500,"filterQ":1}',
    ) as SoundParams;
    expect(validateSoundParams(params)).toEqual([expect.stringMatching(/^waveform /)]);
  });

  it("lists every problem, not just the first", () => {
    expect(problemsWith({ frequency: 0, volume: 2, pan: 2, filterFrequency: -5, filterQ: Number.NaN })).toHaveLength(5);
  });
});

describe("initialMood", () => {
  it("uses the dream's mood when it is known, ignoring case and spaces", () => {
    expect(initialMood("sad")).toBe("sad");
    expect(initialMood("  Anxious ")).toBe("anxious");
    expect(initialMood("MYSTERIOUS")).toBe("mysterious");
    expect(initialMood("excited")).toBe("excited");
    expect(initialMood(" Nostalgic")).toBe("nostalgic");
  });

  it.each([null, undefined, "", "   ", "furious", "peace ful", "constructor", "toString"])(
    "falls back to peaceful for %o",
    (mood) => {
      expect(initialMood(mood)).toBe("peaceful");
    },
  );
});

describe("paramsFor", () => {
  it("scales the preset volume by the slider and keeps the rest of the preset", () => {
    expect(paramsFor("peaceful", DEFAULT_VOLUME)).toEqual({ ...PRESETS.peaceful, volume: 0.09 });
    expect(paramsFor("happy", 0.3).volume).toBe(0.105);
    expect(paramsFor("anxious", 0.5)).toEqual({ ...PRESETS.anxious, volume: 0.1 });
    expect(paramsFor("sad", 1).volume).toBe(PRESETS.sad.volume);
    expect(paramsFor("mysterious", 0).volume).toBe(0);
  });

  it.each(MOODS)("stays valid and within 0..1 for %s at any slider value", (mood) => {
    for (const slider of [
      -1,
      -0.01,
      0,
      0.01,
      0.37,
      0.99,
      1,
      1.01,
      5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]) {
      const params = paramsFor(mood, slider);
      expect(params.volume, `slider ${slider}`).toBeGreaterThanOrEqual(0);
      expect(params.volume, `slider ${slider}`).toBeLessThanOrEqual(PRESETS[mood].volume);
      expect(validateSoundParams(params), `slider ${slider}`).toEqual([]);
    }
  });

  it("clamps the slider: below 0 is silent, above 1 is the preset volume, NaN is silent", () => {
    expect(paramsFor("happy", -3).volume).toBe(0);
    expect(paramsFor("happy", 3).volume).toBe(0.35);
    expect(paramsFor("happy", Number.POSITIVE_INFINITY).volume).toBe(0.35);
    expect(paramsFor("happy", Number.NaN).volume).toBe(0);
  });

  it("does not hand out the shared preset object", () => {
    const params = paramsFor("peaceful", 1);
    params.frequency = 1;
    expect(PRESETS.peaceful.frequency).toBe(174.61);
  });
});
