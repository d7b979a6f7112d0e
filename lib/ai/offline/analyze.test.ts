import { describe, expect, it } from "vitest";
import type { Mood } from "@/lib/domain/moods";
import { locales } from "@/lib/domain/locales";
import { analyzeOffline, dreamStatistics, type AnalysisDream } from "./analyze";
import { COPY } from "./copy";

const dream = (id: number, day: number, mood: Mood | null, title: string, content: string): AnalysisDream => ({
  id,
  title,
  content,
  mood,
  createdAt: new Date(Date.UTC(2025, 2, day, 7)),
});

// Symbols by dream (title and content):
// 1 flood, water, mother, house · 2 chased ×2, wolf, forest, water · 3 exam ×2, late, mother
// 4 garden ×2, mother, sea, water · 5 flying ×2, sea, water · 6 none
const JOURNAL: AnalysisDream[] = [
  dream(1, 1, "anxious", "Flood", "The water rose in my mother's house."),
  dream(2, 3, "anxious", "Chase", "A wolf chased me through the forest to the water."),
  dream(3, 5, "sad", "Exam", "I was late for an exam and my mother was angry."),
  dream(4, 8, "peaceful", "Garden", "My mother and I walked in a garden by the sea. The water was calm."),
  dream(5, 10, "happy", "Flight", "I was flying over the sea. The water sparkled."),
  dream(6, 12, null, "Quiet", "Nothing happened."),
];

describe("dreamStatistics", () => {
  const stats = dreamStatistics(JOURNAL);

  it("counts in how many dreams each symbol appears", () => {
    expect(stats.dreamCount).toBe(6);
    expect(
      stats.recurringSymbols.map(({ id, dreams, occurrences, dreamIds }) => ({ id, dreams, occurrences, dreamIds })),
    ).toEqual([
      { id: "water", dreams: 4, occurrences: 4, dreamIds: [1, 2, 4, 5] },
      { id: "mother", dreams: 3, occurrences: 3, dreamIds: [1, 3, 4] },
      { id: "sea", dreams: 2, occurrences: 2, dreamIds: [4, 5] },
    ]);
    const once = Object.fromEntries(
      stats.symbols.filter((symbol) => symbol.dreams === 1).map((symbol) => [symbol.id, symbol.occurrences]),
    );
    // A symbol in the title and the content of one dream counts twice there, but in one dream.
    expect(once).toEqual({ chased: 2, exam: 2, flying: 2, garden: 2, flood: 1, forest: 1, house: 1, late: 1, wolf: 1 });
    expect(stats.dreamsWithoutSymbols).toBe(1);
  });

  it("finds symbols that appear together and the groups they belong to", () => {
    expect(stats.symbolPairs).toEqual([
      { ids: ["mother", "water"], dreams: 2 },
      { ids: ["sea", "water"], dreams: 2 },
    ]);
    expect(stats.categories).toEqual([
      { category: "elements", dreams: 4 },
      { category: "landscape", dreams: 3 },
      { category: "people", dreams: 3 },
      { category: "actions", dreams: 3 },
      { category: "animals", dreams: 1 },
      { category: "buildings", dreams: 1 },
    ]);
  });

  it("reports the people and places that recur", () => {
    expect(stats.recurringPeople.map((symbol) => [symbol.id, symbol.dreams])).toEqual([["mother", 3]]);
    // The house and the forest appear once each, so only the sea recurs.
    expect(stats.recurringPlaces.map((symbol) => [symbol.id, symbol.dreams])).toEqual([["sea", 2]]);
  });

  it("counts moods and sees the later half brighten", () => {
    expect(stats.moods.counts).toEqual({
      peaceful: 1,
      mysterious: 0,
      happy: 1,
      anxious: 2,
      sad: 1,
      excited: 0,
      confused: 0,
      angry: 0,
      frightened: 0,
      nostalgic: 0,
    });
    expect(stats.moods.unrecorded).toBe(1);
    expect(stats.moods.predominant).toEqual(["anxious", "peaceful", "happy"]);
    // Dreams 1–3 (anxious, anxious, sad) against 4–6 (peaceful, happy, none).
    expect(stats.moods.earlier).toMatchObject({ dreams: 3, unrecorded: 0, balance: -1 });
    expect(stats.moods.later).toMatchObject({ dreams: 3, unrecorded: 1, balance: 1 });
    expect(stats.moods.trend).toBe("brighter");
  });

  it("measures the period, length and detail", () => {
    expect(stats.firstDate).toBe("2025-03-01T07:00:00.000Z");
    expect(stats.lastDate).toBe("2025-03-12T07:00:00.000Z");
    expect(stats.spanDays).toBe(11);
    // Words: 7, 10, 11, 15, 9 and 2.
    expect(stats.length).toMatchObject({ averageWords: 9, shortestWords: 2, longestWords: 15 });
    const characters = JOURNAL.map((entry) => entry.content.length);
    expect(stats.length.averageCharacters).toBe(Math.round(characters.reduce((a, b) => a + b) / characters.length));
    expect(stats.detail.withPerson).toBe(3);
    expect(stats.detail.withTimeOfDay).toBe(0);
    expect(stats.detail.averageScore).toBeGreaterThan(0);
    expect(stats.detail.averageScore).toBeLessThanOrEqual(4);
  });

  it("orders dreams by date, not by how they were passed", () => {
    expect(dreamStatistics([...JOURNAL].reverse())).toEqual(stats);
  });

  it("sees a darkening tone and leaves the middle dream of an odd count out", () => {
    const darker = dreamStatistics([
      dream(1, 1, "happy", "A", "A calm lake."),
      dream(2, 2, "peaceful", "B", "A garden."),
      dream(3, 3, "mysterious", "C", "A door."),
      dream(4, 4, "anxious", "D", "A dark room."),
      dream(5, 5, "sad", "E", "Rain."),
    ]);
    expect(darker.moods.earlier.dreams).toBe(2);
    expect(darker.moods.later.dreams).toBe(2);
    expect(darker.moods.trend).toBe("darker");
  });

  it("counts angry and frightened as darker, confused and nostalgic as neither", () => {
    const darker = dreamStatistics([
      dream(1, 1, "excited", "A", "A fair."),
      dream(2, 2, "happy", "B", "A garden."),
      dream(3, 3, "angry", "C", "A shout."),
      dream(4, 4, "frightened", "D", "A dark room."),
    ]);
    expect(darker.moods.earlier.balance).toBe(1);
    expect(darker.moods.later.balance).toBe(-1);
    expect(darker.moods.trend).toBe("darker");
    const neither = dreamStatistics([dream(1, 1, "confused", "A", "A maze."), dream(2, 2, "nostalgic", "B", "An old house.")]);
    expect(neither.moods.earlier.balance).toBe(0);
    expect(neither.moods.later.balance).toBe(0);
    expect(neither.moods.trend).toBe("steady");
  });

  it("calls the tone steady or unclear when the halves do not differ or lack moods", () => {
    const anxious = [1, 2, 3, 4].map((day) => dream(day, day, "anxious", "T", "A dog."));
    expect(dreamStatistics(anxious).moods.trend).toBe("steady");
    const unrecorded = [dream(1, 1, null, "T", "A dog."), dream(2, 2, "happy", "T", "A cat.")];
    expect(dreamStatistics(unrecorded).moods.trend).toBe("unclear");
  });
});

describe("analyzeOffline", () => {
  it("writes the statistics out in English", () => {
    const analysis = analyzeOffline(JOURNAL, "en");
    expect(analysis.summary).toMatch(/6 dreams/);
    expect(analysis.summary).toMatch(/2025/);
    expect(analysis.patterns.some((line) => /“water”.* 4 of 6 dreams/.test(line))).toBe(true);
    expect(analysis.patterns.some((line) => /“mother”.*“water”.* 2 dreams/.test(line))).toBe(true);
    expect(analysis.patterns.some((line) => /mother \(3 dreams\)/.test(line))).toBe(true);
    expect(analysis.patterns.some((line) => /sea \(2 dreams\)/.test(line))).toBe(true);
    expect(analysis.commonSymbols).toEqual(["Water", "Mother", "Sea"]);
    expect(analysis.emotionalTrends.predominantEmotions).toEqual(["Anxious", "Peaceful", "Happy"]);
    expect(analysis.emotionalTrends.moodPattern).toMatch(/brightens/);
    expect(analysis.emotionalTrends.moodPattern).toMatch(/anxious \(2\)/);
    expect(analysis.recommendations.some((line) => line.includes("1 of these 6 has none"))).toBe(true);
  });

  it("localises symbol and mood names", () => {
    expect(analyzeOffline(JOURNAL, "uk").commonSymbols).toEqual(["Вода", "Мама", "Море"]);
    expect(analyzeOffline(JOURNAL, "fr").commonSymbols).toEqual(["Eau", "Mère", "Mer"]);
    expect(analyzeOffline(JOURNAL, "de").commonSymbols).toEqual(["Wasser", "Mutter", "Meer"]);
    expect(analyzeOffline(JOURNAL, "es").commonSymbols).toEqual(["Agua", "Madre", "Mar"]);
    expect(analyzeOffline(JOURNAL, "uk").emotionalTrends.predominantEmotions).toEqual(["Тривожний", "Спокійний", "Радісний"]);
    expect(analyzeOffline(JOURNAL, "es").emotionalTrends.predominantEmotions).toEqual(["Ansioso", "Tranquilo", "Alegre"]);
  });

  it("writes Ukrainian without a Latin letter although the dreams are English", () => {
    const analysis = analyzeOffline(JOURNAL, "uk");
    const all = [analysis.summary, ...analysis.patterns, ...analysis.recommendations, analysis.emotionalTrends.moodPattern];
    for (const line of all) {
      expect(line, line).toMatch(/\p{Script=Cyrillic}/u);
      expect(line, line).not.toMatch(/\p{Script=Latin}/u);
    }
    expect(analysis.patterns.some((line) => line.includes("«вода»") && line.includes("у 4 з 6"))).toBe(true);
  });

  it.each(locales)("gives %s two to four recommendations and plain-text patterns", (language) => {
    const analysis = analyzeOffline(JOURNAL, language);
    expect(analysis.recommendations.length).toBeGreaterThanOrEqual(2);
    expect(analysis.recommendations.length).toBeLessThanOrEqual(4);
    for (const line of [analysis.summary, ...analysis.patterns, ...analysis.recommendations]) {
      expect(line).not.toMatch(/[<>*#`]|\n/);
      expect(line).not.toMatch(/undefined|NaN|\.\./);
    }
  });

  it.each(locales)("names the four newer moods in %s and suggests a calm evening when fear and anger lead", (language) => {
    const dreams = [
      dream(1, 1, "confused", "A", "A maze."),
      dream(2, 2, "nostalgic", "B", "An old street."),
      dream(3, 3, "frightened", "C", "A dark room."),
      dream(4, 4, "frightened", "D", "A cellar."),
      dream(5, 5, "angry", "E", "A shout."),
      dream(6, 6, "angry", "F", "A slammed door."),
      dream(7, 7, "frightened", "G", "A shadow."),
    ];
    const analysis = analyzeOffline(dreams, language);
    const copy = COPY[language];
    expect(analysis.emotionalTrends.predominantEmotions).toEqual(
      (["frightened", "angry", "confused"] as const).map((mood) => copy.moodLabels[mood]),
    );
    for (const mood of ["frightened", "angry", "confused", "nostalgic"] as const) {
      expect(analysis.emotionalTrends.moodPattern).toContain(copy.moodWords[mood]);
    }
    expect(analysis.recommendations).toContain(copy.finish(copy.analysis.recommendations.windDown));
  });

  it("suggests imagery rehearsal for a recurring nightmare", () => {
    const chased = [
      dream(1, 1, "anxious", "Again", "Someone chased me down a street."),
      dream(2, 2, "anxious", "Again", "I was chased through a forest."),
    ];
    const analysis = analyzeOffline(chased, "en");
    expect(analysis.recommendations.some((line) => line.includes("“being chased”") && /imagery rehearsal/.test(line))).toBe(true);
    expect(analysis.commonSymbols).toContain("Being chased");
  });

  it("does not fail on fewer dreams than the API allows", () => {
    expect(() => analyzeOffline([], "uk")).not.toThrow();
    expect(analyzeOffline([dream(1, 1, null, "A", "A dog.")], "en").summary).toMatch(/^This dream was recorded on/);
  });

  it("says so when no symbol recurs", () => {
    const analysis = analyzeOffline([dream(1, 1, "happy", "A", "A dog."), dream(2, 2, "happy", "B", "A cat.")], "de");
    expect(analysis.summary).toContain("Kein bekanntes Symbol");
    expect(analysis.patterns[0]).toContain("Kein Symbol");
    // With nothing recurring, the symbols found are still shown (equal counts: by id, cat before dog).
    expect(analysis.commonSymbols).toEqual(["Katze", "Hund"]);
  });
});
