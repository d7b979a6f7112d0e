import { describe, expect, it } from "vitest";
import { displayTag, foldText, normalizeText, stripElision, tagKey, tokenize, transliterateGerman, wordForms } from "./normalize";

const forms = (text: string, numbers = false) => tokenize(text, { numbers }).map((token) => token.forms);

describe("normalizeText", () => {
  it("lower-cases every script without the locale's rules", () => {
    expect(normalizeText("WATER Вода ÉCOLE Straße")).toBe("water вода école strasse");
    // A Turkish locale would give a dotless ı; DreamScape never does.
    expect(normalizeText("I")).toBe("i");
  });

  it("keeps accents: they tell words apart", () => {
    expect(normalizeText("Pêche péché schön schon")).toBe("pêche péché schön schon");
  });

  it("composes decomposed accents", () => {
    expect(normalizeText("cafe\u0301")).toBe("café");
    expect(normalizeText("Ma\u0308dchen")).toBe("mädchen");
    expect(normalizeText("и\u0306од і\u0308жак")).toBe("йод їжак");
  });

  it("drops Ukrainian stress marks, even on й and ї, and keeps the letters", () => {
    expect(normalizeText("наголо\u0301с ра\u0301нок")).toBe("наголос ранок");
    expect(normalizeText("и\u0306\u0301")).toBe("й");
  });

  it("writes every apostrophe as U+0027", () => {
    for (const word of ["п'ять", "п’ять", "пʼять", "п‘ять", "п`ять", "п´ять", "п′ять"])
      expect(normalizeText(word), word).toBe("п'ять");
    expect(normalizeText("L’eau")).toBe("l'eau");
    expect(normalizeText("L`EAU")).toBe("l'eau");
    expect(foldText("L`EAU")).toBe("l'eau");
  });

  it("writes ß and ẞ as ss", () => {
    expect(normalizeText("GROẞE Grüße")).toBe("grosse grüsse");
  });

  it("reads compatibility forms as plain letters", () => {
    expect(normalizeText("ＭＯＯＮ ﬁn")).toBe("moon fin");
  });
});

describe("foldText", () => {
  it.each([
    ["Éléphant", "elephant"],
    ["STRASSE", "strasse"],
    ["Straße", "strasse"],
    ["Grüße", "grusse"],
    ["l’eau", "l'eau"],
    ["Cœur", "coeur"],
    ["Ñandú", "nandu"],
    ["Soñé", "sone"],
    ["Ça", "ca"],
    ["ÆSIR", "aesir"],
  ])("folds Latin %s to %s", (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it.each([
    ["Їжак", "їжак"],
    ["Йога", "йога"],
    ["ҐАНОК", "ґанок"],
    ["Єнот", "єнот"],
    ["наголо\u0301с", "наголос"],
  ])("keeps Ukrainian letters: %s is %s", (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it("is what normalizeText gives, without the Latin accents", () => {
    const text = "Die Zähne, l’œuf, ра\u0301нок";
    expect(foldText(text)).toBe(foldText(normalizeText(text)));
    expect(foldText(text)).toBe("die zahne, l'oeuf, ранок");
  });
});

describe("transliterateGerman", () => {
  it("spells umlauts as writers without them do", () => {
    expect(transliterateGerman(normalizeText("Zähne Öl Über"))).toBe("zaehne oel ueber");
  });
});

describe("tags", () => {
  it("shows a tag trimmed, with one space between words, in the case written", () => {
    expect(displayTag("  Flying \n  high ")).toBe("Flying high");
    expect(displayTag("Re\u0302ve")).toBe("Rêve");
  });

  it("identifies a tag regardless of case, accents, spacing, apostrophes and stress marks", () => {
    expect(tagKey("FLYING")).toBe(tagKey(" flying "));
    expect(tagKey("Rêve  lucide")).toBe(tagKey("reve LUCIDE"));
    expect(tagKey("Straße")).toBe(tagKey("STRASSE"));
    expect(tagKey("За\u0301мок")).toBe(tagKey("замок"));
    expect(tagKey("l’eau")).toBe(tagKey("L'eau"));
    expect(tagKey("Sueño")).toBe("sueno");
  });

  it("keeps Ukrainian letters apart", () => {
    expect(tagKey("Їжак")).not.toBe(tagKey("Іжак"));
    expect(tagKey("Йога")).not.toBe(tagKey("Иога"));
  });
});

describe("elisions and clitics", () => {
  it("strips French elisions only", () => {
    expect(stripElision("l'eau")).toBe("eau");
    expect(stripElision("qu'il")).toBe("il");
    expect(stripElision("presqu'île")).toBe("île");
    expect(stripElision("aujourd'hui")).toBe("aujourd'hui");
    expect(stripElision("п'ять")).toBe("п'ять");
  });

  it("gives a word with what it stands for", () => {
    expect(wordForms("l'eau")).toEqual(["l'eau", "eau"]);
    expect(wordForms("don't")).toEqual(["don't", "do"]);
    expect(wordForms("mother's")).toEqual(["mother's", "mother"]);
    expect(wordForms("пам'ять")).toEqual(["пам'ять"]);
    expect(wordForms("wasser")).toEqual(["wasser"]);
  });
});

describe("tokenize", () => {
  it("splits words in all five languages, punctuation aside", () => {
    expect(forms("I saw the SEA—waves!")).toEqual([["i"], ["saw"], ["the"], ["sea"], ["waves"]]);
    expect(forms("Я бачив «море».")).toEqual([["я"], ["бачив"], ["море"]]);
    expect(forms("J’ai vu l’océan.")).toEqual([["j'ai", "ai"], ["vu"], ["l'océan", "océan"]]);
    expect(forms("Große Bäume.")).toEqual([["grosse"], ["bäume"]]);
    expect(forms("¿Soñé con el mar?")).toEqual([["soñé"], ["con"], ["el"], ["mar"]]);
  });

  it("keeps inner apostrophes, whichever was typed, and drops one at a word's edge", () => {
    expect(forms("пам’ять пʼять ʼмореʼ")).toEqual([["пам'ять"], ["п'ять"], ["море"]]);
    expect(forms("ʼ")).toEqual([]);
  });

  it("points into the original text", () => {
    const [first, second] = tokenize("  Ра\u0301нок, l’eau");
    expect(first).toEqual({ text: "Ра\u0301нок", forms: ["ранок"], offset: 2 });
    expect(second?.offset).toBe(10);
  });

  it("counts digits as words only when asked", () => {
    expect(forms("at 3am in 1999")).toEqual([["at"], ["am"], ["in"]]);
    expect(forms("at 3am in 1999", true)).toEqual([["at"], ["3am"], ["in"], ["1999"]]);
  });
});
