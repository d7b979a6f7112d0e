import { describe, expect, it } from "vitest";
import { CONTENT_MAX } from "@/lib/domain/journal";
import { findSymbols } from "./matcher";

const ids = (text: string) => findSymbols(text).hits.map((hit) => hit.id);
const hit = (text: string, id: string) => findSymbols(text).hits.find((entry) => entry.id === id);

describe("inflected forms", () => {
  it.each(["Вода була холодна.", "Я пила воду.", "У воді щось блищало.", "Не було води.", "Хвилі з водою."])(
    "finds the Ukrainian water in %s",
    (text) => {
      expect(ids(text)).toContain("water");
    },
  );

  it.each([
    ["de", "Ein Zahn wackelte.", "teeth"],
    ["de", "Ich putzte mir die Zähne.", "teeth"],
    ["fr", "J'avais mal aux dents.", "teeth"],
    ["fr", "Une dent brillait.", "teeth"],
    ["es", "Me miraba los dientes.", "teeth"],
    ["es", "Un diente de oro.", "teeth"],
    ["uk", "Болів зуб.", "teeth"],
    ["uk", "Я бачила свої зуби.", "teeth"],
  ])("finds teeth in %s: %s", (_language, text, id) => {
    expect(ids(text)).toContain(id);
  });

  it.each([
    ["en", ["I could fly.", "I flew over the roofs.", "We were flying.", "I had flown before."]],
    ["uk", ["Я вміла літати.", "Я летів над полем.", "Вона літала.", "Я полетіла.", "Я літаю щоночі."]],
    ["fr", ["Je voulais voler.", "Je volais au-dessus.", "J'ai volé longtemps.", "Il s'envolait."]],
    ["de", ["Ich konnte fliegen.", "Ich flog davon.", "Ich bin geflogen.", "Ich fliege."]],
    ["es", ["Quería volar.", "Volé sobre el mar.", "Volaba sin miedo.", "Un vuelo largo."]],
  ] as const)("finds flying verbs in %s", (_language, texts) => {
    for (const text of texts) expect(ids(text), text).toContain("flying");
  });

  it("reads teeth near a fall or a loss as losing teeth, in every language", () => {
    for (const text of [
      "My teeth were falling out.",
      "I lost a tooth.",
      "У мене випадали зуби.",
      "Mes dents tombaient.",
      "Mir fielen die Zähne aus.",
      "Se me caían los dientes.",
    ]) {
      const found = ids(text);
      expect(found, text).toContain("losing-teeth");
      // The parts are absorbed by the combination.
      expect(found, text).not.toContain("teeth");
      expect(found, text).not.toContain("falling");
    }
  });

  it("keeps teeth and a fall apart when they are far from each other", () => {
    const found = ids("My teeth hurt all day. Much later, after a long walk through the quiet old town, I fell.");
    expect(found).toEqual(expect.arrayContaining(["teeth", "falling"]));
    expect(found).not.toContain("losing-teeth");
  });

  it("recognises a close person who died", () => {
    expect(ids("Бабуся померла, і я плакала.")).toContain("deceased-loved-one");
    expect(ids("Mein Vater war gestorben.")).toContain("deceased-loved-one");
  });
});

describe("normalisation", () => {
  it("ignores case in every script", () => {
    expect(ids("WATER")).toContain("water");
    expect(ids("ВОДА")).toContain("water");
    expect(ids("DIE ZÄHNE")).toContain("teeth");
  });

  it("reads full-width letters and ligatures as the letters they stand for", () => {
    expect(ids("ＷＡＴＥＲ")).toContain("water");
    expect(ids("a ﬁre")).toContain("fire");
  });

  it("removes Ukrainian stress marks without touching Latin accents", () => {
    expect(ids("во\u0301да")).toContain("water");
    expect(ids("кі\u0301т")).toContain("cat");
    expect(ids("école")).toContain("school");
  });

  it("accepts every apostrophe in Ukrainian and French", () => {
    for (const text of ["полум'я", "полум’я", "полумʼя"]) expect(ids(text), text).toContain("fire");
    for (const text of ["l'eau", "l’eau", "d’eau", "L’ÉCOLE"]) expect(ids(text).length, text).toBeGreaterThan(0);
    expect(ids("l’école")).toContain("school");
  });

  it("folds ß and accepts German written without umlauts", () => {
    expect(ids("Die Straße war leer.")).toContain("city");
    expect(ids("Die Strasse war leer.")).toContain("city");
    expect(ids("Meine Zaehne")).toContain("teeth");
  });

  it("accepts Spanish written without accents, from five letters on", () => {
    expect(ids("un arbol enorme")).toContain("tree");
    expect(ids("en la carcel")).toContain("prison");
    expect(ids("la policia")).toContain("police");
  });

  it("leaves short folded words alone: 'bar' is not a bear, 'mere' not a mother", () => {
    expect(ids("We met at a bar.")).not.toContain("bear");
    expect(ids("It was a mere shadow.")).not.toContain("mother");
  });
});

describe("false positives", () => {
  it.each([
    ["I had to search everywhere.", "sea"],
    ["Die Reise war lang.", "ice"],
    ["Es war heiß.", "ice"],
    ["Eine Tür aus Eisen.", "ice"],
    ["Wir saßen im Kreis.", "ice"],
    ["Ми пішли в кіно.", "cat"],
    ["Котрий був час?", "cat"],
    ["Водій мовчав.", "water"],
    ["Водночас усе змінилося.", "water"],
    ["Il pleuvait, car il faisait froid.", "car"],
    ["Ich war dort.", "war"],
    ["Die Tür stand offen.", "death"],
    ["What kind of place was it?", "child"],
    ["It was such a strange day.", "searching"],
    ["For example, the walls.", "exam"],
    ["No había nada.", "swimming"],
    ["Mi padre vino a casa.", "alcohol"],
    ["Fui al parque.", "escaping"],
    ["Auf jeden Fall war es seltsam.", "falling"],
    ["Last night I dreamt of a field.", "night"],
    ["Cette nuit, j'ai rêvé d'un champ.", "night"],
    ["Місяць тому я переїхала.", "moon"],
    ["Il est tombé sur le sol.", "sun"],
    ["I wore my boots.", "boat"],
    ["Sie backte einen Kuchen.", "kitchen"],
    ["Es war nur ein geringer Schaden.", "ring"],
    ["Wir fuhren nach Hamburg.", "castle"],
    ["Ich komme bald.", "hair"],
    ["She tore the page.", "door"],
    ["Er hob die Arme.", "gun"],
    ["Die Preise stiegen.", "journey"],
    ["Je voulais donner un cadeau.", "lightning"],
    ["Elle était seule.", "owl"],
    ["Es herrschte Aufruhr.", "clock"],
    ["Sein Einfluss war groß.", "river"],
    ["Eine schwierige Phase.", "rabbit"],
    ["Aus Prinzip nicht.", "celebrity"],
    ["Quizá mañana.", "exam"],
    ["A sense of renewal.", "whale"],
    ["Le trajet était long.", "clothes"],
    ["Una mordida.", "killing"],
    ["Er stand an der Schwelle.", "waves"],
    ["Wir wollten fahren.", "boat"],
    ["Then the scene changed.", "performance"],
    ["Todo se desvanece.", "attic"],
  ])("%s → not %s", (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it("still finds the symbols those guards are next to", () => {
    expect(ids("It was night in the forest.")).toContain("night");
    expect(ids("Місяць світив над дахом.")).toContain("moon");
    expect(ids("El sol quemaba.")).toContain("sun");
    expect(ids("Wir saßen im Boot.")).toContain("boat");
    expect(ids("Sie backte einen Kuchen.")).toContain("food");
    expect(ids("Die Katze schlief.")).toContain("cat");
    expect(ids("He died in the dream.")).toContain("death");
    expect(ids("Die Reise war lang.")).toContain("journey");
    expect(ids("Der Donner grollte.")).toContain("lightning");
    expect(ids("Je voulais donner un cadeau.")).toContain("gift");
  });
});

describe("only what the text names", () => {
  // Cues that named something else: a symbol must only be listed when the text really contains it.
  it.each([
    ["We climbed the old tower.", "castle"],
    ["Я піднялася на вежу.", "castle"],
    ["Ich stieg auf den Turm.", "castle"],
    ["Subí a la torre.", "castle"],
    ["A worm crawled out.", "insects"],
    ["Der Wurm kroch heraus.", "insects"],
    ["A wasp stung me.", "bee"],
    ["Una avispa me picó.", "bee"],
    ["A moth circled the lamp.", "butterfly"],
    ["Eine Motte flog herum.", "butterfly"],
    ["He drew his sword.", "knife"],
    ["Il tenait une épée.", "knife"],
    ["A blade of grass.", "knife"],
    ["Es klingelte an der Tür.", "knife"],
    ["Ma mâchoire était serrée.", "teeth"],
    ["Meine Stimme bebte.", "earthquake"],
    ["I climbed a ladder.", "stairs"],
    ["I took the escalator.", "elevator"],
    ["Там був високий паркан.", "wall"],
    ["Hinter dem Zaun bellte es.", "wall"],
    ["The desert sand was hot.", "beach"],
    ["Le sable du désert brûlait.", "beach"],
    ["I saw my reflection in the lake.", "mirror"],
    ["I got a message from her.", "letter"],
    ["Ich sah die Nachrichten.", "letter"],
    ["A toy car lay on the floor.", "doll"],
    ["The nurse smiled at me.", "doctor"],
    ["I had a job interview.", "exam"],
    ["Tuve una entrevista de trabajo.", "exam"],
    ["The tram was full.", "bus"],
    ["Ich fuhr mit der Straßenbahn.", "bus"],
    ["I fell asleep on the sofa.", "falling"],
    ["I fell in love with him.", "falling"],
  ])("%s → not %s", (text, id) => {
    expect(ids(text)).not.toContain(id);
  });

  it("reads an escalator as neither an elevator nor stairs", () => {
    for (const text of ["Il a pris l'escalier roulant.", "Ich nahm die Rolltreppe.", "Subimos por la escalera mecánica."]) {
      expect(ids(text), text).not.toContain("elevator");
      expect(ids(text), text).not.toContain("stairs");
    }
  });

  it("still finds what those cues were next to", () => {
    expect(ids("We reached the castle gate.")).toContain("castle");
    expect(ids("Die Burg lag im Nebel.")).toContain("castle");
    expect(ids("He drew his sword.")).toContain("gun");
    expect(ids("A bee sat on the flower.")).toContain("bee");
    expect(ids("Ein Seebeben kam.")).toContain("earthquake");
    expect(ids("Il descendait l'escalier.")).toContain("stairs");
    expect(ids("Subimos por la escalera.")).toContain("stairs");
    expect(ids("I fell down the stairs.")).toContain("falling");
    expect(ids("Die Klinge blitzte.")).toContain("knife");
  });
});

describe("matching", () => {
  it("counts every occurrence and reports where the first one is", () => {
    const text = "Then the water rose. Water, water everywhere.";
    const water = hit(text, "water");
    expect(water?.count).toBe(3);
    expect(water?.firstToken).toBe(2);
    expect(water?.offset).toBe(text.indexOf("water"));
  });

  it("lists symbols in order of first appearance", () => {
    expect(ids("A snake, then a dog, then the snake again.")).toEqual(["snake", "dog"]);
  });

  it("reads a phrase as one symbol and consumes its words", () => {
    const found = ids("Un arc-en-ciel immense.");
    expect(found).toContain("rainbow");
    expect(found).not.toContain("sky");
  });

  it("lets the most specific cue win", () => {
    expect(ids("im Krankenhaus")).toEqual(["hospital"]);
    expect(ids("beim Zahnarzt")).toEqual(["teeth"]);
    expect(ids("im Flugzeug")).toEqual(["plane"]);
  });

  it("reads German compounds by their head", () => {
    expect(ids("am Bergsee")).toContain("lake");
    expect(ids("ein Segelboot")).toContain("boat");
    expect(ids("im Schlafzimmer")).toContain("room");
  });

  it("matches all five languages in one text", () => {
    expect(ids("Water. Вогонь. Le chat. Der Hund. La serpiente.")).toEqual(["water", "fire", "cat", "dog", "snake"]);
  });

  it("finds nothing in an empty text", () => {
    expect(findSymbols("")).toEqual({ hits: [], tokenCount: 0 });
    expect(findSymbols("123 !!! …")).toEqual({ hits: [], tokenCount: 0 });
  });

  it("gives exact counts in a 20,000-character dream", () => {
    const sentence = "The dog ran to the river. ";
    const repeats = Math.floor((CONTENT_MAX - "A snake.".length) / sentence.length);
    const text = `${sentence.repeat(repeats)}A snake.`;
    expect(text.length).toBeGreaterThan(CONTENT_MAX - sentence.length);
    expect(text.length).toBeLessThanOrEqual(CONTENT_MAX);

    const scan = findSymbols(text);
    expect(scan.tokenCount).toBe(repeats * 6 + 2);
    expect(scan.hits.map(({ id, count }) => [id, count])).toEqual([
      ["dog", repeats],
      ["running", repeats],
      ["river", repeats],
      ["snake", 1],
    ]);
    expect(scan.hits.find((entry) => entry.id === "snake")?.firstToken).toBe(repeats * 6 + 1);
  });
});
