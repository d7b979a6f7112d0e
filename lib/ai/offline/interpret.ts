/**
 * The built-in interpreter: serves when no AI provider is configured, the user
 * has not agreed to send dreams to one, or the provider fails.
 *
 * Everything it says is built from the dream itself: the lexicon symbols found
 * in any of the five languages, their salience, the recorded mood and, when no
 * symbol is known, the description's length, repeated words and recall details.
 * Phrasing varies with a hash of the input, so the same dream always gets the
 * same text.
 */
import type { Mood } from "@/lib/domain/moods";
import { memoryChecks } from "@/lib/health/memory";
import type { Locale } from "@/lib/domain/locales";
import { tokenize } from "@/lib/text/normalize";
import { dreamTitle, SYMBOLS_MAX } from "@/lib/symbols/ranking";
import { COPY, type OfflineCopy, type RecallDetail } from "./copy";
import { getSymbol, symbolBareName, symbolName } from "@/lib/symbols/lexicon";
import { rankSymbols, type RankedSymbol } from "@/lib/symbols/salience";
import { capitalize, hashText, listOf, pick } from "@/lib/text/compose";
import { recurringWords } from "./words";

export interface OfflineInterpretationInput {
  title: string;
  content: string;
  mood: Mood | null;
  language: Locale;
}

export interface OfflineInterpretation {
  /** Plain text in `language`, paragraphs separated by a blank line. */
  text: string;
  /** Symbol ids, most salient first (at most SYMBOLS_MAX). */
  symbols: string[];
}

export const MAX_LENGTH = 1200;
export const MIN_LENGTH = 500;
const MAX_FEATURED = 5;
const MIN_FEATURED = 3;
const MAX_TITLE_QUOTED = 60;
const SHORT_ACCOUNT = 40;
const LONG_ACCOUNT = 250;
const RECALL_DETAILS: readonly RecallDetail[] = ["timeOfDay", "place", "person"];

// Independent choices drawn from the one hash.
const SLOT = { intro: 0, mood: 1, question: 2, noSymbolIntro: 3, personal: 4, meaning: 10 } as const;

interface Context {
  language: Locale;
  copy: OfflineCopy;
  hash: number;
  title: string;
  content: string;
  mood: Mood | null;
}

interface Plan {
  featured: number;
  firstMeanings: 1 | 2;
  moodLink: boolean;
  details: boolean;
}

function detailSentence(context: Context): string {
  const { details } = context.copy.interpret;
  const checks = memoryChecks(context.content);
  const present = RECALL_DETAILS.filter((detail) => checks[detail]).map((detail) => details.names[detail]);
  const missing = RECALL_DETAILS.filter((detail) => !checks[detail]).map((detail) => details.names[detail]);
  if (missing.length === 0) return details.all;
  if (present.length === 0) return details.none;
  return details.some(listOf(present, context.language), listOf(missing, context.language));
}

function symbolParagraph(context: Context, symbol: RankedSymbol, rank: number, meaningCount: number): string {
  const entry = getSymbol(symbol.id);
  if (!entry) return "";
  const { meanings, name } = entry.text[context.language];
  // The first meaning is the core reading; the others build on it, so they only ever follow it.
  const chosen = meaningCount === 2 ? [meanings[0], pick(meanings.slice(1), context.hash, SLOT.meaning + rank)] : [meanings[0]];
  const times = symbol.count > 1 ? context.copy.interpret.times(symbol.count) : "";
  return `${capitalize(name, context.language)}${times}${context.copy.colon}${chosen.join(" ")}`;
}

function introParagraph(context: Context, featured: readonly RankedSymbol[]): string {
  const { intro, introWithTitle } = context.copy.interpret;
  const names = listOf(
    featured.map((symbol) => symbolName(symbol.id, context.language)),
    context.language,
  );
  const title = context.title.trim();
  const options =
    title.length > 0 && title.length <= MAX_TITLE_QUOTED
      ? [
          ...introWithTitle.map((write) => () => write(names, featured.length, title)),
          ...intro.map((write) => () => write(names, featured.length)),
        ]
      : intro.map((write) => () => write(names, featured.length));
  return pick(options, context.hash, SLOT.intro)();
}

function moodParagraph(context: Context, symbol: string | null, withLink: boolean): string {
  const { moods, noMood } = context.copy.interpret;
  const reading = context.mood ? moods[context.mood] : noMood;
  const text = pick(reading.readings, context.hash, SLOT.mood);
  return withLink && symbol ? `${text} ${reading.link(symbolBareName(symbol, context.language))}` : text;
}

function questionParagraph(context: Context, top: RankedSymbol): string {
  const { questions, generalQuestions } = context.copy.interpret;
  const name = symbolBareName(top.id, context.language);
  const category = getSymbol(top.id)?.category ?? "objects";
  // The category's own question is the most concrete, so it is drawn twice as often.
  const options = [questions[category], questions[category], ...generalQuestions];
  return pick(options, context.hash, SLOT.question)(name);
}

function compose(context: Context, ranked: readonly RankedSymbol[], plan: Plan): string {
  const featured = ranked.slice(0, plan.featured);
  const top = featured[0];
  if (!top) return "";
  const paragraphs = [
    introParagraph(context, featured),
    ...featured.map((symbol, rank) => symbolParagraph(context, symbol, rank, rank === 0 ? plan.firstMeanings : 1)),
    ...(plan.details ? [detailSentence(context)] : []),
    // The question is about the main symbol; the mood is tied to the next one, so the text does not repeat itself.
    moodParagraph(context, (featured[1] ?? top).id, plan.moodLink),
    questionParagraph(context, top),
  ];
  return context.copy.finish(paragraphs.join("\n\n"));
}

/** Plans from the richest to the plainest: most symbols first, then a second meaning, then the mood's link. */
function plans(found: number): Plan[] {
  const result: Plan[] = [];
  const most = Math.min(MAX_FEATURED, found);
  const least = Math.min(MIN_FEATURED, found);
  for (let featured = most; featured >= least; featured--) {
    result.push({ featured, firstMeanings: 2, moodLink: true, details: false });
    result.push({ featured, firstMeanings: 1, moodLink: true, details: false });
  }
  for (let featured = most; featured >= least; featured--)
    result.push({ featured, firstMeanings: 1, moodLink: false, details: false });
  for (let featured = least - 1; featured >= 1; featured--) {
    result.push({ featured, firstMeanings: 2, moodLink: true, details: false });
    result.push({ featured, firstMeanings: 1, moodLink: false, details: false });
  }
  return result;
}

function withSymbols(context: Context, ranked: readonly RankedSymbol[]): string {
  const candidates = plans(ranked.length);
  const fitting =
    candidates.find((plan) => compose(context, ranked, plan).length <= MAX_LENGTH) ?? candidates[candidates.length - 1];
  if (!fitting) return "";
  const text = compose(context, ranked, fitting);
  if (text.length >= MIN_LENGTH) return text;
  // A single short-meaning symbol: the recall details give the reader something more to work with.
  const detailed = compose(context, ranked, { ...fitting, details: true });
  return detailed.length <= MAX_LENGTH ? detailed : text;
}

function withoutSymbols(context: Context): string {
  const { noSymbol } = context.copy.interpret;
  const tokens = tokenize(context.content);
  const repeated = recurringWords(tokens);
  const length = tokens.length < SHORT_ACCOUNT ? noSymbol.short : tokens.length > LONG_ACCOUNT ? noSymbol.long : noSymbol.medium;
  const repetition =
    repeated.length > 0
      ? noSymbol.recurring(
          listOf(
            repeated.map(({ word }) => context.copy.quote(word)),
            context.language,
          ),
          repeated.length,
        )
      : "";
  const account = [noSymbol.words(tokens.length), length, repetition, detailSentence(context)].filter(Boolean).join(" ");
  const first = repeated[0];
  const question = first ? noSymbol.wordQuestion(first.word) : pick(noSymbol.questions, context.hash, SLOT.question);
  const paragraphs = [
    pick(noSymbol.intro, context.hash, SLOT.noSymbolIntro),
    account,
    moodParagraph(context, null, false),
    pick(noSymbol.personal, context.hash, SLOT.personal),
    question,
  ];
  return context.copy.finish(paragraphs.join("\n\n"));
}

/** Interprets one dream without any external service, in `language` whatever language the dream is in. */
export function interpretOffline(input: OfflineInterpretationInput): OfflineInterpretation {
  const { content, mood, language } = input;
  const title = dreamTitle(input.title);
  const context: Context = {
    language,
    copy: COPY[language],
    hash: hashText(`${language}\u0000${mood ?? ""}\u0000${title}\u0000${content}`),
    title,
    content,
    mood,
  };
  const ranked = rankSymbols(tokenize(title), tokenize(content));
  const text = ranked.length > 0 ? withSymbols(context, ranked) : withoutSymbols(context);
  return { text, symbols: ranked.slice(0, SYMBOLS_MAX).map((symbol) => symbol.id) };
}
