import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@/lib/domain/locales";
import {
  COMPOUND_PAST,
  MEMORY_WORDS,
  PAST_PATTERN_EXCEPTIONS,
  PAST_WORDS,
  memoryChecks,
  memoryScore,
  type MemoryChecks,
} from "./memory";

const NONE: MemoryChecks = { timeOfDay: false, place: false, person: false, pastAction: false };
const only = (check: keyof MemoryChecks): MemoryChecks => ({ ...NONE, [check]: true });

interface LanguageCases {
  all: string;
  timeOfDay: string;
  place: string;
  person: string;
  pastAction: string;
  none: string;
}

// The single-check sentences avoid short words that another language treats as
// a place preposition (English "a"/"an" are Spanish/German prepositions).
const CASES: Record<Locale, LanguageCases> = {
  en: {
    all: "At midnight my brother and I walked through an old house that was full of water.",
    timeOfDay: "Midnight feels cold.",
    place: "Cats sleep in boxes.",
    person: "My mother smiles.",
    pastAction: "Everything changed.",
    none: "Blue cats sleep.",
  },
  uk: {
    all: "Вночі я з мамою бігла в темному лісі, і ми довго шукали дорогу додому.",
    timeOfDay: "Тиха ніч.",
    place: "Кіт спить на дивані.",
    person: "Мама сміється.",
    pastAction: "Дощ падав.",
    none: "Зелене світло.",
  },
  fr: {
    all: "Cette nuit, j'étais dans la maison de ma grand-mère et je cherchais une porte.",
    timeOfDay: "Quelle belle soirée !",
    place: "Le chat dort sous la table.",
    person: "Ma sœur chante.",
    pastAction: "Tout tremblait.",
    none: "Quelle belle couleur !",
  },
  de: {
    all: "In der Nacht bin ich mit meinem Vater durch den Wald gelaufen.",
    timeOfDay: "Mitternacht ist still.",
    place: "Die Katze schläft auf dem Sofa.",
    person: "Meine Schwester lacht.",
    pastAction: "Alles war still.",
    none: "Blaue Blumen blühen.",
  },
  es: {
    all: "Anoche soñé que caminaba con mi hermana por un bosque oscuro cerca del mar.",
    timeOfDay: "¡Qué noche tan bonita!",
    place: "El gato duerme sobre la mesa.",
    person: "Mi abuela canta.",
    pastAction: "Todo cambió.",
    none: "Qué bonito color.",
  },
};

describe.each(locales)("memory detail in %s", (language) => {
  const cases = CASES[language];

  it("meets all four checks in a detailed dream", () => {
    expect(memoryChecks(cases.all)).toEqual({ timeOfDay: true, place: true, person: true, pastAction: true });
    expect(memoryScore(cases.all)).toBe(4);
  });

  it.each(["timeOfDay", "place", "person", "pastAction"] as const)("meets only the %s check", (check) => {
    expect(memoryChecks(cases[check])).toEqual(only(check));
    expect(memoryScore(cases[check])).toBe(1);
  });

  it("meets no check in a sentence without any cue", () => {
    expect(memoryChecks(cases.none)).toEqual(NONE);
    expect(memoryScore(cases.none)).toBe(0);
  });
});

describe("word lists", () => {
  it.each(locales)("%s entries are single tokens that trigger their own check", (language) => {
    const lists = MEMORY_WORDS[language];
    for (const check of ["timeOfDay", "place", "person"] as const) {
      for (const word of lists[check]) {
        expect(word, `${language} ${check}`).toMatch(/^[\p{L}'’]+$/u);
        expect(memoryChecks(word)[check], `${language} ${check}: ${word}`).toBe(true);
      }
    }
  });

  it.each(locales)("%s past forms are recognised on their own", (language) => {
    for (const word of PAST_WORDS[language]) {
      expect(memoryChecks(word).pastAction, `${language}: ${word}`).toBe(true);
    }
  });

  it("adds the German plural of weak preterites", () => {
    expect(memoryChecks("Sie lachten.").pastAction).toBe(true);
    expect(memoryChecks("Wir konnten fliegen.").pastAction).toBe(true);
  });

  it.each(locales)("%s pattern exceptions are not counted as past", (language) => {
    for (const word of PAST_PATTERN_EXCEPTIONS[language]) {
      expect(memoryChecks(word).pastAction, `${language}: ${word}`).toBe(false);
    }
  });

  it("recognises every listed participle after an auxiliary", () => {
    for (const participle of COMPOUND_PAST.fr.participles) {
      expect(memoryChecks(`il a ${participle}`).pastAction, participle).toBe(true);
    }
    for (const participle of COMPOUND_PAST.es.participles) {
      expect(memoryChecks(`ha ${participle}`).pastAction, participle).toBe(true);
    }
  });
});

describe("matching", () => {
  it("is case-insensitive in every script", () => {
    expect(memoryScore("AT MIDNIGHT MY MOTHER WALKED HOME")).toBe(4);
    expect(memoryScore("ВНОЧІ МАМА БІГЛА В ЛІСІ")).toBe(4);
    expect(memoryScore("IN DER NACHT IST MEIN VATER GELAUFEN")).toBe(4);
    expect(memoryChecks("Ma SŒUR").person).toBe(true);
    expect(memoryChecks("ÉL CAMINABA").pastAction).toBe(true);
  });

  it("matches whole words only", () => {
    expect(memoryChecks("tin").place).toBe(false);
    expect(memoryChecks("inside").place).toBe(true);
    expect(memoryChecks("a nightmare").timeOfDay).toBe(false);
    expect(memoryChecks("sheep").person).toBe(false);
    expect(memoryChecks("mandarin").person).toBe(false);
    expect(memoryChecks("Unterhaltung").place).toBe(false);
  });

  it("matches whole words in Cyrillic", () => {
    expect(memoryChecks("наша").place).toBe(false);
    expect(memoryChecks("наша хата на горі").place).toBe(true);
    expect(memoryChecks("мамонт").person).toBe(false);
    expect(memoryChecks("ніченька").timeOfDay).toBe(false);
    expect(memoryChecks("ніч.").timeOfDay).toBe(true);
  });

  it("handles apostrophes and elisions", () => {
    expect(memoryChecks("l’homme").person).toBe(true);
    expect(memoryChecks("l'homme").person).toBe(true);
    expect(memoryChecks("qu’il était").pastAction).toBe(true);
    expect(memoryChecks("quelqu’un").person).toBe(true);
    expect(memoryChecks("d'un").place).toBe(false);
    expect(memoryChecks("my mother's house").person).toBe(true);
    expect(memoryChecks("it wasn't real").pastAction).toBe(true);
    expect(memoryChecks("at three o’clock").timeOfDay).toBe(true);
    // Ukrainian apostrophes belong to the word: neither half may match on its own.
    expect(memoryChecks("пам’ять")).toEqual(NONE);
    expect(memoryChecks("він з’їв яблуко").pastAction).toBe(true);
    expect(memoryChecks("вона зʼявилася").pastAction).toBe(true);
  });

  it("ignores Ukrainian stress marks and decomposed accents", () => {
    expect(memoryChecks("ве́чір").timeOfDay).toBe(true);
    expect(memoryChecks("Cette soire\u0301e").timeOfDay).toBe(true);
    expect(memoryChecks("Die Mädchen".normalize("NFD")).person).toBe(true);
  });

  it("accepts ß and ss alike", () => {
    expect(memoryChecks("Ich saß draußen").pastAction).toBe(true);
    expect(memoryChecks("Ich sass draussen").place).toBe(true);
  });

  it("scores empty and blank text as 0", () => {
    expect(memoryScore("")).toBe(0);
    expect(memoryScore("   \n\t ")).toBe(0);
    expect(memoryChecks("…!? 123")).toEqual(NONE);
  });
});

describe("past-action detection", () => {
  it.each([
    ["I dreamed of flying", true],
    ["I dreamt of flying", true],
    ["I dream of flying", false],
    ["I need a bed", false],
    ["the hundred naked trees", false],
    ["Мені наснилося море", true],
    ["Я прокинулась", true],
    ["Ми зустрілися", true],
    ["Він полетів", true],
    ["Я йду до школи", false],
    ["Коли це буде?", false],
    ["Багато друзів і котів", false],
    ["Скло і світло", false],
    ["Біла сила", false],
    ["Je suis tombé", true],
    ["Je me suis réveillée", true],
    ["Je n'ai pas vu la mer", true],
    ["J'ai rêvé de toi", true],
    ["Je suis dans la cuisine", false],
    ["On dirait un film", false],
    ["Ce serait parfait", false],
    ["Je marchais", true],
    ["Ils couraient", true],
    ["Ich habe geträumt", true],
    ["Ich bin aufgewacht", true],
    ["Ich sah sein Gesicht", true],
    ["Sein Gesicht ist die Gegenwart", false],
    ["Die Gesundheit", false],
    ["He visto un lobo", true],
    ["Había una puerta", true],
    ["Corrí mucho", true],
    ["Todo el día", false],
    ["La galería de mi tía", false],
    ["Aquí está", false],
  ] as const)("%s → %s", (text, expected) => {
    expect(memoryChecks(text).pastAction).toBe(expected);
  });
});

describe("a long dream", () => {
  const sentences = [
    "Blue cats sleep in quiet boxes while green trees sway. ",
    "Зелене світло тихо ллється на стіни старої хати. ",
    "Les grands arbres bougent doucement sous le vent. ",
    "Große Bäume stehen still neben dem alten Haus. ",
    "Los árboles altos se mueven bajo el viento suave. ",
  ];

  function repeatTo(length: number, parts: readonly string[]): string {
    let text = "";
    for (let i = 0; text.length < length; i += 1) text += parts[i % parts.length];
    return text.slice(0, length);
  }

  // Its speed is measured by `npm run bench` (scenario cpu), not asserted here.
  it("is scanned to its end: 20,000 characters where only the place check can pass", () => {
    const text = repeatTo(20_000, sentences);
    expect(text).toHaveLength(20_000);
    expect(memoryChecks(text)).toEqual({ timeOfDay: false, place: true, person: false, pastAction: false });
    expect(memoryScore(`${text} In the evening my sister ran.`)).toBe(4);
  });
});
