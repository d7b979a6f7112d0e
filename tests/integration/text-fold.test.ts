// The JavaScript fold (lib/text/normalize.ts) and the database's fold
// (dreamscape_fold, the dream_search migration) agree on the words of the five
// languages, so that tags, symbols and trends compare words as search does.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { foldText } from "@/lib/text/normalize";

async function sqlFold(text: string): Promise<string> {
  const [row] = await db().$queryRaw<{ folded: string }[]>`SELECT dreamscape_fold(${text}::text) AS "folded"`;
  if (!row) throw new Error("dreamscape_fold returned no row");
  return row.folded;
}

const SAME = {
  en: ["WATER", "Don’t", "naïve", "cafe\u0301", "Résumé", "ﬁre", "Ｍｏｏｎ"],
  uk: ["Їжак", "Йога", "ҐАНОК", "Єнот", "наголо\u0301с", "Ра\u0301нок", "пʼять", "п’ять", "п'ять", "Сон у лісі"],
  fr: ["Éléphant", "l’eau", "L'ÉCOLE", "Cœur", "Œuvre", "ÇA", "Noël", "où", "qu’il", "Rêve"],
  de: ["STRASSE", "Straße", "GROẞE", "Grüße", "Zähne", "Übermut", "schön", "Ma\u0308dchen"],
  es: ["Soñé", "NIÑO", "árbol", "Pingüino", "Dónde", "Sí", "Ñandú", "Corazón…"],
};

// The differences documented in lib/text/normalize.ts: [text, JavaScript's fold].
const DIFFERENT: [string, string][] = [
  // SQL does not compose first: a decomposed й loses its breve there.
  ["и\u0306од", "йод"],
  // ` and ´ are apostrophes only to JavaScript.
  ["п`ять", "п'ять"],
  ["l´eau", "l'eau"],
  // SQL spells some punctuation out; words are compared without it.
  ["«сон»", "«сон»"],
  ["¿Dónde?", "¿donde?"],
];

describe("foldText and dreamscape_fold", () => {
  it.each(Object.entries(SAME))("agree on %s words", async (_language, words) => {
    for (const word of words) expect(foldText(word), word).toBe(await sqlFold(word));
  });

  it("differ only where documented", async () => {
    for (const [text, folded] of DIFFERENT) {
      expect(foldText(text), text).toBe(folded);
      expect(await sqlFold(text), text).not.toBe(folded);
    }
  });
});
