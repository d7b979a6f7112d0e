// Reading one dream, editing it, and finding dreams by words and mood.
import { describe, expect, it } from "vitest";
import { DELETE as deleteDream, GET as getDream, PATCH as patchDream } from "@/app/api/dreams/[id]/route";
import { GET as list, POST as create } from "@/app/api/dreams/route";
import { db } from "@/lib/db";
import { derivedFields } from "@/lib/dreams/derived";
import type { Dream } from "@/lib/dreams/schema";
import { seedDreams, signedUp } from "./dreams-helpers";
import { call, type ErrorShape } from "./helpers";

async function record(cookie: string, body: { title: string; content: string; mood?: string }) {
  const res = await call<Dream>(create, { cookie, body });
  expect(res.status).toBe(201);
  return res.body;
}

const patch = (cookie: string, id: number | string, body: unknown) =>
  call<Dream & ErrorShape>(patchDream, { method: "PATCH", cookie, body, params: { id: String(id) } });

const search = (cookie: string, query: string) => call<Dream[]>(list, { cookie, path: `/api/dreams?page=1&limit=15&${query}` });

describe("one dream", () => {
  it("is read by its owner only", async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    const dream = await record(owner.cookie, { title: "Lighthouse", content: "A light turned over the sea." });
    const mine = await call<Dream>(getDream, { cookie: owner.cookie, params: { id: String(dream.id) } });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: dream.id, title: "Lighthouse", interpretationOutdated: false });
    for (const id of [String(dream.id), "0", "abc", "99999999"]) {
      expect((await call(getDream, { cookie: stranger.cookie, params: { id } })).status).toBe(404);
    }
  });
});

describe("editing", () => {
  it("changes any of title, content and mood, recomputing what Dream Health reads", async () => {
    const { cookie, id: userId } = await signedUp();
    const dream = await record(cookie, { title: "Short", content: "x", mood: "sad" });
    const content = "In the evening I walked through the old house with my sister.";
    const res = await patch(cookie, dream.id, { content, mood: "peaceful" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "Short", content, mood: "peaceful" });
    const stored = await db().dream.findFirstOrThrow({ where: { id: dream.id, userId } });
    expect(stored).toMatchObject(derivedFields("Short", content, stored.createdAt));
    expect(stored.memoryScore).toBe(4);
    expect(stored.createdAt.toISOString()).toBe(dream.createdAt);
  });

  it("gives a changed dream a fresh interpretation, in the language of the edit; an unchanged one keeps its own", async () => {
    const { cookie, id: userId } = await signedUp();
    const dream = await record(cookie, { title: "Sea", content: "Waves." });
    await db().dream.updateMany({
      where: { id: dream.id, userId },
      data: { interpretation: "Feelings.", interpretationSource: "imported" },
    });
    const same = await patch(cookie, dream.id, { title: "Sea" });
    expect(same.body).toMatchObject({ interpretation: "Feelings.", interpretationSource: "imported" });
    const moody = await patch(cookie, dream.id, { mood: "happy" });
    expect(moody.body).toMatchObject({
      interpretationSource: "offline",
      interpretationStatus: "ready",
      interpretationOutdated: false,
    });
    expect(moody.body.interpretation).not.toBe("Feelings.");
    const retitled = await call<Dream>(patchDream, {
      method: "PATCH",
      cookie: `${cookie}; NEXT_LOCALE=de`,
      body: { content: "Ich schwamm im tiefen Wasser." },
      params: { id: String(dream.id) },
    });
    expect(retitled.body).toMatchObject({
      interpretationLanguage: "de",
      interpretationSource: "offline",
      interpretationOutdated: false,
    });
    expect(retitled.body.interpretation).toMatch(/Wasser/);
  });

  it("applies the rules of creation, and needs something to change", async () => {
    const { cookie } = await signedUp();
    const dream = await record(cookie, { title: "Rules", content: "c" });
    const cases: [unknown, string][] = [
      [{ title: "   " }, "Please give your dream a title"],
      [{ title: "x".repeat(201) }, "The title can be at most 200 characters"],
      [{ content: "" }, "Please describe your dream"],
      [{ mood: "furious" }, "Choose one of the listed moods"],
      [{ title: 5 }, "Please give your dream a title"],
      [{}, "Send at least one field to change"],
      [{ userId: 1, title: "x" }, "Unknown field(s): userId"],
    ];
    for (const [body, message] of cases) {
      const res = await patch(cookie, dream.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    expect((await patch(cookie, dream.id, { mood: "" })).body.mood).toBeNull();
  });

  it("treats another user's, a missing and a malformed id as not found, and changes nothing", async () => {
    const owner = await signedUp();
    const stranger = await signedUp();
    const dream = await record(owner.cookie, { title: "Mine", content: "c" });
    for (const id of [String(dream.id), "0", "1e3", "../1", "99999999"]) {
      const res = await patch(stranger.cookie, id, { title: "Stolen" });
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    expect((await db().dream.findUniqueOrThrow({ where: { id: dream.id } })).title).toBe("Mine");
    expect(
      (await call(deleteDream, { method: "DELETE", cookie: stranger.cookie, params: { id: String(dream.id) } })).status,
    ).toBe(404);
  });

  it("needs a session", async () => {
    expect((await patch("", 1, { title: "x" })).status).toBe(401);
  });
});

describe("finding dreams", () => {
  it("matches words in titles and contents in any of the five languages, ignoring case and accents", async () => {
    const { cookie } = await signedUp();
    await record(cookie, { title: "Été à Paris", content: "Je marchais près de la Seine." });
    await record(cookie, { title: "Зуби", content: "Мені снилося, що випадають ЗУБИ." });
    await record(cookie, { title: "Die Straße", content: "Ich lief durch eine dunkle Straße." });
    await record(cookie, { title: "El camión", content: "Un camión azul en la montaña." });
    await record(cookie, { title: "Flying", content: "I was FLYING over the ocean." });
    const titles = async (q: string) => (await search(cookie, `q=${encodeURIComponent(q)}`)).body.map((d) => d.title);
    expect(await titles("ete")).toEqual(["Été à Paris"]);
    expect(await titles("ЗУБИ")).toEqual(["Зуби"]);
    expect(await titles("зуби")).toEqual(["Зуби"]);
    expect(await titles("strasse")).toEqual(["Die Straße"]);
    expect(await titles("CAMION azul")).toEqual(["El camión"]);
    expect(await titles("flying ocean")).toEqual(["Flying"]);
    expect(await titles("flying paris")).toEqual([]);
  });

  it("takes %, _ and backslashes literally", async () => {
    const { cookie } = await signedUp();
    await record(cookie, { title: "Discount", content: "Everything was 100% off" });
    await record(cookie, { title: "Plain", content: "Everything was 100 off" });
    const found = (await search(cookie, `q=${encodeURIComponent("100%")}`)).body.map((d) => d.title);
    expect(found).toEqual(["Discount"]);
    expect((await search(cookie, `q=${encodeURIComponent("_")}`)).body).toEqual([]);
    expect((await search(cookie, `q=${encodeURIComponent("\\")}`)).status).toBe(200);
  });

  it("filters by mood, pages with totals, and never shows another user's dreams", async () => {
    const { cookie, id } = await signedUp();
    const other = await signedUp();
    await seedDreams(id, 40, (i) => ({ title: `Night garden ${i}`, mood: i % 2 ? "sad" : "happy" }));
    await seedDreams(other.id, 5, (i) => ({ title: `Night garden of someone else ${i}` }));
    const page = await search(cookie, "q=garden&mood=sad&limit=15");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-total-count")).toBe("20");
    expect(page.headers.get("x-total-pages")).toBe("2");
    expect(page.body).toHaveLength(15);
    expect(page.body.every((d) => d.mood === "sad" && d.title.startsWith("Night garden "))).toBe(true);
    const newestFirst = page.body.map((d) => d.createdAt);
    expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
    const second = await call<Dream[]>(list, { cookie, path: "/api/dreams?page=9&limit=15&q=garden&mood=sad" });
    expect(second.headers.get("x-page")).toBe("2");
    expect(second.body).toHaveLength(5);
    const onlyMood = await call<Dream[]>(list, { cookie, path: "/api/dreams?mood=happy" });
    expect(onlyMood.headers.get("x-total-count")).toBe("20");
  });

  it("refuses a search over 200 characters and an unknown mood", async () => {
    const { cookie } = await signedUp();
    expect((await search(cookie, `q=${"a".repeat(201)}`)).status).toBe(400);
    expect((await search(cookie, "mood=furious")).status).toBe(400);
  });
});
