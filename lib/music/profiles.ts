import { type Mood } from "./types";

// Search terms and Spotify genre names per mood. The tempo and energy hints are
// the spec's numbers; Spotify withdrew audio features and recommendations for
// new apps in November 2024, so they describe the target rather than filter
// results, and stay here for a provider that can use them.

export interface MoodProfile {
  genres: readonly string[];
  searchTerms: readonly string[];
  minTempo?: number;
  maxTempo?: number;
  minEnergy?: number;
  maxEnergy?: number;
}

export const DEFAULT_MOOD = "peaceful" satisfies Mood;

export const MOOD_PROFILES: Readonly<Record<Mood, Readonly<MoodProfile>>> = {
  happy: {
    genres: ["pop", "dance pop", "funk", "indie pop", "disco"],
    searchTerms: ["happy", "feel good", "sunshine", "upbeat", "joyful", "good vibes", "cheerful"],
    minTempo: 120,
    minEnergy: 0.7,
  },
  peaceful: {
    genres: ["ambient", "new age", "classical", "acoustic", "neoclassical"],
    searchTerms: ["peaceful", "calm", "relaxing", "serene", "tranquil", "meditation", "gentle piano"],
    maxTempo: 90,
    maxEnergy: 0.4,
  },
  mysterious: {
    genres: ["dark ambient", "trip hop", "post-rock", "downtempo", "soundtrack"],
    searchTerms: ["mysterious", "ethereal", "haunting", "enigmatic", "atmospheric", "otherworldly", "dreamlike"],
    minEnergy: 0.3,
    maxEnergy: 0.6,
  },
  excited: {
    genres: ["edm", "electro house", "rock", "drum and bass", "dance"],
    searchTerms: ["energetic", "euphoric", "adrenaline", "party", "hype", "pump up", "electrifying"],
    minTempo: 130,
    minEnergy: 0.8,
  },
  sad: {
    genres: ["acoustic", "indie folk", "singer-songwriter", "piano", "slowcore"],
    searchTerms: ["melancholy", "sad", "heartbreak", "rainy day", "lonely", "bittersweet", "tears"],
    maxTempo: 100,
    maxEnergy: 0.4,
  },
  // Our own. Like the other profiles it matches the mood instead of correcting
  // it (sad gets melancholy, not cheer), and the catalogue tags anxious pieces
  // the same way: restless, tense music that is not the euphoria of "excited".
  // A driving pulse (faster than peaceful or sad) with middling energy.
  anxious: {
    genres: ["post-rock", "dark ambient", "minimal", "soundtrack", "trip hop"],
    searchTerms: ["restless", "tense", "suspense", "uneasy", "nervous", "racing heart", "sleepless"],
    minTempo: 100,
    minEnergy: 0.5,
    maxEnergy: 0.75,
  },
  // The four moods added to the first six: ours too, matching the mood the same way.
  // Confused: off-kilter, shifting music of middling energy.
  confused: {
    genres: ["experimental", "glitch", "idm", "art pop", "free jazz"],
    searchTerms: ["confused", "disoriented", "surreal", "dizzy", "bewildered", "lost in thought", "strange dream"],
    minEnergy: 0.35,
    maxEnergy: 0.65,
  },
  // Angry: the loudest and most driving of the profiles.
  angry: {
    genres: ["metal", "hardcore punk", "industrial", "punk", "rap metal"],
    searchTerms: ["angry", "rage", "furious", "aggressive", "fight", "scream", "frustration"],
    minTempo: 120,
    minEnergy: 0.85,
  },
  // Frightened: slow, creeping dread rather than anxious's racing pulse.
  frightened: {
    genres: ["dark ambient", "drone", "horror synth", "soundtrack", "industrial"],
    searchTerms: ["scary", "horror", "creepy", "nightmare", "eerie", "dread", "haunted"],
    maxTempo: 100,
    minEnergy: 0.35,
    maxEnergy: 0.7,
  },
  // Nostalgic: warm, unhurried music from earlier times, wistful rather than sad.
  nostalgic: {
    genres: ["oldies", "adult standards", "soft rock", "classic soul", "chamber pop"],
    searchTerms: ["nostalgic", "memories", "throwback", "old times", "childhood", "yesteryear", "vintage"],
    maxTempo: 110,
    minEnergy: 0.2,
    maxEnergy: 0.5,
  },
};

/** The mood as the playlist stores it: trimmed, lower case, peaceful when blank. */
export function normalizeMood(mood: string | null | undefined): string {
  const normalized = mood?.trim().toLowerCase() ?? "";
  return normalized === "" ? DEFAULT_MOOD : normalized;
}

/** The profile for a mood, case-insensitive and trimmed; unknown moods use peaceful. */
export function profileFor(mood: string | null | undefined): Readonly<MoodProfile> {
  const normalized = normalizeMood(mood);
  return Object.hasOwn(MOOD_PROFILES, normalized) ? MOOD_PROFILES[normalized as Mood] : MOOD_PROFILES[DEFAULT_MOOD];
}
