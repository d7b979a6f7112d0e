// The ambient engine against a faithful fake of Web Audio: AudioParams keep
// their scheduled automation, nodes their connections, oscillators start and
// stop at given times and fire `ended` once the context's clock passes the
// stop time, and a new context starts suspended until resumed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as EngineModule from "./engine";
import { paramsFor, PRESETS } from "./presets";

type Engine = typeof EngineModule;

class FakeParam {
  value: number;
  /** Where setTargetAtTime is heading; what a listener hears after a few time constants. */
  target: number;
  events: string[] = [];
  constructor(value: number) {
    this.value = value;
    this.target = value;
  }
  setValueAtTime(value: number, time: number) {
    this.value = value;
    this.target = value;
    this.events.push(`set ${value}@${time}`);
  }
  setTargetAtTime(target: number, time: number, constant: number) {
    if (!(constant > 0)) throw new RangeError("time constant must be positive");
    this.target = target;
    this.events.push(`target ${target}@${time}`);
  }
  cancelScheduledValues(time: number) {
    this.events.push(`cancel@${time}`);
  }
}

class FakeNode {
  connections: FakeNode[] = [];
  constructor(readonly context: FakeContext) {}
  connect(destination: FakeNode) {
    if (destination.context !== this.context) throw new DOMException("different contexts", "InvalidAccessError");
    this.connections.push(destination);
    return destination;
  }
  disconnect() {
    this.connections = [];
  }
}

class FakeOscillator extends FakeNode {
  type = "sine";
  frequency = new FakeParam(440);
  startedAt: number | null = null;
  stopAt: number | null = null;
  onended: (() => void) | null = null;
  start(time: number) {
    if (this.startedAt !== null) throw new DOMException("already started", "InvalidStateError");
    this.startedAt = time;
  }
  stop(time = this.context.currentTime) {
    if (this.startedAt === null) throw new DOMException("not started", "InvalidStateError");
    this.stopAt = time;
  }
  get audible() {
    return this.startedAt !== null && this.stopAt === null;
  }
}

class FakeContext {
  static instances: FakeContext[] = [];
  static resumeFails = false;
  state: "suspended" | "running" | "closed" = "suspended";
  currentTime = 0;
  destination = new FakeNode(this);
  oscillators: FakeOscillator[] = [];
  constructor() {
    FakeContext.instances.push(this);
  }
  resume() {
    if (FakeContext.resumeFails) return Promise.reject(new DOMException("not allowed", "NotAllowedError"));
    this.state = "running";
    return Promise.resolve();
  }
  createOscillator() {
    const oscillator = new FakeOscillator(this);
    this.oscillators.push(oscillator);
    return oscillator;
  }
  createBiquadFilter() {
    return Object.assign(new FakeNode(this), { type: "lowpass", frequency: new FakeParam(350), Q: new FakeParam(1) });
  }
  createStereoPanner() {
    return Object.assign(new FakeNode(this), { pan: new FakeParam(0) });
  }
  createGain() {
    return Object.assign(new FakeNode(this), { gain: new FakeParam(1) });
  }
  /** Lets time pass: oscillators whose stop time has come end. */
  advance(seconds: number) {
    this.currentTime += seconds;
    for (const o of this.oscillators) {
      if (o.stopAt !== null && o.stopAt <= this.currentTime && o.onended) {
        const ended = o.onended;
        o.onended = null;
        ended();
      }
    }
  }
}

type Chain = {
  oscillator: FakeOscillator;
  filter: FakeNode & { frequency: FakeParam; Q: FakeParam };
  panner: FakeNode & { pan: FakeParam };
  gain: FakeNode & { gain: FakeParam };
};

/** Follows the oscillator's connections to the destination. */
function chain(oscillator: FakeOscillator): Chain {
  const [filter] = oscillator.connections as Chain["filter"][];
  const [panner] = filter.connections as Chain["panner"][];
  const [gain] = panner.connections as Chain["gain"][];
  return { oscillator, filter, panner, gain };
}

let engine: Engine;
const context = () => FakeContext.instances[0];
const audible = () => context().oscillators.filter((o) => o.audible);
const errors = vi.spyOn(console, "error").mockImplementation(() => {});

beforeEach(async () => {
  FakeContext.instances = [];
  FakeContext.resumeFails = false;
  errors.mockClear();
  vi.stubGlobal("AudioContext", FakeContext);
  vi.resetModules();
  engine = await import("./engine");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the ambient engine", () => {
  it("plays a mood's preset through filter, panner and gain, fading in, and resumes the context", async () => {
    expect(engine.playAmbient(paramsFor("mysterious", 1))).toBe(true);
    const [oscillator] = audible();
    const { filter, panner, gain } = chain(oscillator);
    expect(gain.connections).toEqual([context().destination]);
    const preset = PRESETS.mysterious;
    expect(oscillator.type).toBe(preset.waveform);
    expect(oscillator.frequency.value).toBe(preset.frequency);
    expect(filter.frequency.value).toBe(preset.filterFrequency);
    expect(filter.Q.value).toBe(preset.filterQ);
    expect(panner.pan.value).toBe(preset.pan);
    expect(gain.gain.events[0]).toBe("set 0@0"); // from silence…
    expect(gain.gain.target).toBe(preset.volume); // …to the preset's volume
    await Promise.resolve();
    expect(context().state).toBe("running");
    expect(engine.getAmbientSnapshot()).toMatchObject({ playing: true, params: paramsFor("mysterious", 1) });
  });

  it("plays one sound at a time: a new one fades the old one out and frees its nodes", () => {
    engine.playAmbient(paramsFor("peaceful", 0.5));
    const [first] = audible();
    const firstGain = chain(first).gain;
    engine.playAmbient(paramsFor("sad", 0.5));
    expect(audible()).toHaveLength(1);
    expect(audible()[0].frequency.value).toBe(PRESETS.sad.frequency);
    expect(firstGain.gain.target).toBe(0);
    expect(first.stopAt).not.toBeNull();
    context().advance(1);
    expect(first.connections).toEqual([]);
    expect(firstGain.connections).toEqual([]);
  });

  it("changes volume and mood live, gliding, on the same oscillator when the waveform stays", () => {
    engine.playAmbient(paramsFor("peaceful", 0.3));
    const [oscillator] = audible();
    const { gain, filter } = chain(oscillator);
    expect(engine.updateAmbient(paramsFor("peaceful", 1))).toBe(true);
    expect(gain.gain.target).toBe(PRESETS.peaceful.volume);
    expect(engine.updateAmbient(paramsFor("happy", 1))).toBe(true); // sine to sine
    expect(audible()).toEqual([oscillator]);
    expect(oscillator.frequency.target).toBe(PRESETS.happy.frequency);
    expect(filter.frequency.target).toBe(PRESETS.happy.filterFrequency);
    expect(oscillator.frequency.events.some((e) => e.startsWith("cancel@"))).toBe(true);
  });

  it("cross-fades to a new oscillator when the waveform changes", () => {
    engine.playAmbient(paramsFor("peaceful", 1));
    const [sine] = audible();
    engine.updateAmbient(paramsFor("anxious", 1));
    const [sawtooth] = audible();
    expect(sawtooth).not.toBe(sine);
    expect(sawtooth.type).toBe("sawtooth");
    expect(chain(sine).gain.gain.target).toBe(0);
  });

  it("stops only its owner's sound, and tells every listener", () => {
    const listener = vi.fn();
    const unsubscribe = engine.subscribeAmbient(listener);
    const panelA = {};
    const panelB = {};
    engine.playAmbient(paramsFor("sad", 1), panelA);
    engine.stopAmbient(panelB);
    expect(audible()).toHaveLength(1);
    expect(engine.updateAmbient(paramsFor("sad", 0.2), panelB)).toBe(false);
    engine.stopAmbient(panelA);
    expect(audible()).toHaveLength(0);
    expect(engine.getAmbientSnapshot()).toEqual({ playing: false, owner: null, params: null });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    engine.playAmbient(paramsFor("sad", 1));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("never plays invalid parameters: logged, silent, and an update to them stops the sound", () => {
    expect(engine.playAmbient({ ...PRESETS.happy, frequency: Number.NaN })).toBe(false);
    expect(FakeContext.instances).toHaveLength(0);
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/refusing to play invalid parameters: frequency/),
      expect.anything(),
    );
    engine.playAmbient(paramsFor("happy", 1));
    expect(engine.updateAmbient({ ...PRESETS.happy, pan: 3 })).toBe(false);
    expect(audible()).toHaveLength(0);
  });

  it("stops and logs when the browser refuses to resume audio", async () => {
    FakeContext.resumeFails = true;
    engine.playAmbient(paramsFor("peaceful", 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(audible()).toHaveLength(0);
    expect(engine.getAmbientSnapshot().playing).toBe(false);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/could not be resumed/), expect.anything());
  });

  it("reports a browser without Web Audio instead of throwing", () => {
    vi.stubGlobal("AudioContext", undefined);
    expect(engine.playAmbient(paramsFor("peaceful", 1))).toBe(false);
    expect(errors).toHaveBeenCalledWith("Ambient sound: playback failed", expect.any(Error));
  });
});
