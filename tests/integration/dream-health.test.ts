// Dream Health from the real API on a fixed data set, in every language:
// dreams go in through POST /api/dreams (memory detail scored on write), the
// score comes out of GET /api/dreams/health (one SQL aggregate).
import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/dreams/health/route";
import { POST as create } from "@/app/api/dreams/route";
import { db } from "@/lib/db";
import { MOODS } from "@/lib/domain/moods";
import { call } from "./helpers";
import { signedUp } from "./dreams-helpers";

// Per language: a dream meeting all four memory checks, and one meeting none.
const SENTENCES = {
  en: { all: "At midnight my brother and I walked through an old house that was full of water.", none: "Blue cats sleep." },
  uk: { all: "Вночі я з мамою бігла в темному лісі, і ми довго шукали дорогу додому.", none: "Зелене світло." },
  fr: { all: "Cette nuit, j’étais dans la maison de ma grand-mère et je cherchais une porte.", none: "Quelle belle couleur !" },
  de: { all: "In der Nacht bin ich mit meinem Vater durch den Wald gelaufen.", none: "Blaue Blumen blühen." },
  es: { all: "Anoche soñé que caminaba con mi hermana por un bosque oscuro cerca del mar.", none: "Flores azules." },
};

const length = (s: string) => [...s].length;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

describe.each(Object.entries(SENTENCES))("Dream Health in %s", (_lang, { all, none }) => {
  it("computes the four sub-scores and the overall score", async () => {
    const { cookie, id } = await signedUp({ premium: true });
    const dreams = [
      { title: "Zzz", content: all, mood: "peaceful" },
      { title: "Zzz", content: none, mood: "sad" },
      { title: "Zzz", content: all, mood: "sad" },
    ];
    const ids: number[] = [];
    for (const body of dreams) ids.push((await call(create, { cookie, body })).body.id as number);
    // The third dream is 40 days old: outside the frequency window, still in the averages.
    await db().dream.update({ where: { id: ids[2] }, data: { createdAt: new Date(Date.now() - 40 * 86_400_000) } });

    const res = await call(health, { cookie });
    expect(res.status).toBe(200);
    const averageLength = (2 * length(all) + length(none)) / 3;
    const expected = {
      frequency: (2 / 30) * 100, // 2 dreams in the last 30 days
      length: (averageLength / 500) * 100,
      emotionalVariety: (2 / 10) * 100, // peaceful, sad
      memoryDetail: ((4 + 0 + 4) / 3 / 4) * 100,
    };
    expect(res.body).toEqual({
      frequency: oneDecimal(expected.frequency),
      length: oneDecimal(expected.length),
      emotionalVariety: 20,
      memoryDetail: 66.7,
      overall: Math.round((expected.frequency + expected.length + expected.emotionalVariety + expected.memoryDetail) / 4),
      totalDreams: 3,
      topMood: "sad",
    });
    expect(await db().dream.count({ where: { userId: id } })).toBe(3);
  });
});

describe("Dream Health edges", () => {
  it("is zero for an empty journal, with no top mood", async () => {
    const { cookie } = await signedUp();
    expect((await call(health, { cookie })).body).toEqual({
      frequency: 0,
      length: 0,
      emotionalVariety: 0,
      memoryDetail: 0,
      overall: 0,
      totalDreams: 0,
      topMood: null,
    });
  });

  it("caps at 100 and ignores dreams without a mood for the top mood", async () => {
    const { cookie, id } = await signedUp();
    await db().dream.createMany({
      data: Array.from({ length: 40 }, (_, i) => ({
        userId: id,
        title: "t",
        content: "x".repeat(800),
        contentLength: 800,
        mood: i < 25 ? null : "happy",
        memoryScore: 4,
        fingerprint: `health-${i}`,
      })),
    });
    const body = (await call(health, { cookie })).body;
    expect(body).toMatchObject({ frequency: 100, length: 100, memoryDetail: 100, emotionalVariety: 10, topMood: "happy" });
  });

  it("reaches 100% emotional variety once each of the ten moods is recorded", async () => {
    const { cookie } = await signedUp({ premium: true });
    expect(MOODS).toHaveLength(10);
    for (const [i, mood] of MOODS.entries()) {
      const res = await call(create, { cookie, body: { title: `Mood ${i + 1}`, content: `A dream that felt ${mood}.`, mood } });
      expect(res.status, mood).toBe(201);
      expect(res.body.mood).toBe(mood);
      // The six moods the app began with stop at 60%.
      if (i === 5) expect((await call(health, { cookie })).body.emotionalVariety).toBe(60);
    }
    const body = (await call(health, { cookie })).body;
    expect(body).toMatchObject({ emotionalVariety: 100, totalDreams: 10 });
    // A tie of one dream each: the alphabetically first mood.
    expect(body.topMood).toBe("angry");
  });

  it("needs a session", async () => {
    expect((await call(health)).status).toBe(401);
  });
});
