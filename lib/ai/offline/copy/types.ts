import type { Mood } from "@/lib/domain/moods";
import type { MemoryChecks } from "@/lib/health/memory";
import type { SymbolCategory } from "@/lib/symbols/lexicon";

// Every sentence is written whole in its language. Symbol names only ever
// appear in quotes or after a colon, so no template has to decline or agree
// with them; numbers go through the language's own plural function.

type WithName = (name: string) => string;
export type RecallDetail = Exclude<keyof MemoryChecks, "pastAction">;

export interface InterpretCopy {
  /** Opening sentence; `names` is already a list ("water, stairs and dog"). */
  intro: readonly ((names: string, count: number) => string)[];
  /**
   * The same with the dream's (short) title quoted. A word always follows the
   * closing quote, never punctuation: titles may end with their own ("Why me?").
   */
  introWithTitle: readonly ((names: string, count: number, title: string) => string)[];
  /** " (mentioned 3 times)", appended to a symbol's label; the count includes the title. */
  times: (count: number) => string;
  moods: Record<Mood, { readings: readonly string[]; link: WithName }>;
  noMood: { readings: readonly string[]; link: WithName };
  questions: Record<SymbolCategory, WithName>;
  generalQuestions: readonly WithName[];
  /**
   * The description's recall details (lib/health/memory), listed after a colon.
   * The past-tense check is left out: present-tense descriptions are just as good.
   */
  details: {
    names: Record<RecallDetail, string>;
    all: string;
    none: string;
    some: (present: string, missing: string) => string;
  };
  noSymbol: {
    intro: readonly string[];
    words: (count: number) => string;
    short: string;
    medium: string;
    long: string;
    /** `words` are already quoted and listed. */
    recurring: (words: string, count: number) => string;
    personal: readonly string[];
    wordQuestion: WithName;
    questions: readonly string[];
  };
}

export interface AnalysisCopy {
  summary: (count: number, from: string, to: string) => string;
  summarySymbols: (names: string) => string;
  summaryNoSymbols: string;
  summaryMood: (moods: string) => string;
  summaryNoMood: string;
  summaryDetail: (words: number, score: string) => string;
  symbolIn: (name: string, dreams: number, total: number) => string;
  pair: (first: string, second: string, dreams: number) => string;
  noRecurring: string;
  people: (list: string) => string;
  places: (list: string) => string;
  /** "mother (3)", for the lists above. */
  inDreams: (name: string, dreams: number) => string;
  theme: (category: string, dreams: number, total: number) => string;
  /** One entry of the mood list ("anxious (3)"). */
  moodCount: (mood: string, count: number) => string;
  moodDistribution: (list: string, unrecorded: number) => string;
  noMoods: string;
  trend: {
    brighter: (earlier: string, later: string) => string;
    darker: (earlier: string, later: string) => string;
    steady: string;
    unclear: string;
  };
  recommendations: {
    recordMood: (missing: number, total: number) => string;
    moreDetail: string;
    windDown: string;
    rehearsal: WithName;
    trackSymbol: WithName;
    keepWhatHelps: string;
    person: WithName;
    reread: string;
  };
}

export interface OfflineCopy {
  /** Typographic quotes of the language around `text`. */
  quote: (text: string) => string;
  /** Between a label and what follows (French puts a space before the colon). */
  colon: string;
  /** Final typographic pass (French spaces before : ; ? !). */
  finish: (text: string) => string;
  moodLabels: Record<Mood, string>;
  /** The mood as a word inside a sentence (lower case, agreeing with the language's word for "mood"). */
  moodWords: Record<Mood, string>;
  categories: Record<SymbolCategory, string>;
  interpret: InterpretCopy;
  analysis: AnalysisCopy;
}
