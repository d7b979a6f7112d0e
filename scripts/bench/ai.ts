// Issue 9's figures: what interpreting costs a save (POST /api/dreams with the
// built-in interpreter against the same server with interpreting switched
// off), the built-in interpreter on a 20,000-character dream, and a combined
// analysis of 20 dreams, in process and through the API.
import autocannon from "autocannon";
import pg from "pg";
import { analyzeOffline, dreamStatistics, type AnalysisDream } from "../../lib/ai/offline/analyze";
import { interpretOffline } from "../../lib/ai/offline/interpret";
import type { Locale } from "@/lib/domain/locales";
import { timeIt } from "./cpu";
import { BENCH_URL, DURATION, ms, recreatePostgres, register, startServer, summarize } from "./lib";

const PORT = Number(process.env.BENCH_PORT ?? 3200) + 3;

/** Dream-like sentences with symbols the lexicon knows, per language. */
const SENTENCES: Record<Locale, string[]> = {
  en: [
    "I was walking through my grandmother's old house when the water began to rise. ",
    "A snake followed me up the stairs and my teeth started to fall out. ",
    "Later I flew over a dark forest towards the sea, looking for my brother. ",
  ],
  uk: [
    "Я йшов старим будинком бабусі, коли вода почала підніматися. ",
    "Змія повзла за мною сходами, а в мене випадали зуби. ",
    "Потім я летів над темним лісом до моря, шукаючи брата. ",
  ],
  fr: [
    "Je marchais dans la vieille maison de ma grand-mère quand l'eau a commencé à monter. ",
    "Un serpent me suivait dans l'escalier et mes dents tombaient. ",
    "Ensuite je volais au-dessus d'une forêt sombre vers la mer, cherchant mon frère. ",
  ],
  de: [
    "Ich ging durch das alte Haus meiner Großmutter, als das Wasser zu steigen begann. ",
    "Eine Schlange folgte mir die Treppe hinauf, und mir fielen die Zähne aus. ",
    "Später flog ich über einen dunklen Wald zum Meer und suchte meinen Bruder. ",
  ],
  es: [
    "Caminaba por la vieja casa de mi abuela cuando el agua empezó a subir. ",
    "Una serpiente me siguió por la escalera y se me caían los dientes. ",
    "Después volé sobre un bosque oscuro hacia el mar, buscando a mi hermano. ",
  ],
};

function dreamText(language: Locale, length: number): string {
  let text = "";
  for (let i = 0; text.length < length; i++) text += SENTENCES[language][i % 3];
  return text.slice(0, length);
}

function benchInProcess() {
  const rows = [];
  for (const language of Object.keys(SENTENCES) as Locale[]) {
    const long = dreamText(language, 20_000);
    const typical = dreamText(language, 800);
    rows.push({
      language,
      "interpret 20,000 chars": ms(timeIt(() => interpretOffline({ title: "Night", content: long, mood: "anxious", language }))),
      "interpret 800 chars": ms(
        timeIt(() => interpretOffline({ title: "Night", content: typical, mood: "anxious", language }), 200),
      ),
    });
  }
  console.log("Built-in interpreter (this process, mean of 20 runs; 800 chars: 200 runs)");
  console.table(rows);

  const moods = ["peaceful", "anxious", "sad", "happy", "mysterious", "excited"] as const;
  const dreams: AnalysisDream[] = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    title: `Dream ${i + 1}`,
    content: dreamText("en", 600 + (i % 5) * 150),
    mood: moods[i % moods.length],
    createdAt: new Date(Date.UTC(2026, 9, 1 + i)),
  }));
  console.log("Combined analysis of 20 dreams, 600–1,200 characters each (this process, mean of 20 runs)");
  console.table([
    { work: "statistics only", time: ms(timeIt(() => dreamStatistics(dreams))) },
    { work: "built-in analysis (statistics and text)", time: ms(timeIt(() => analyzeOffline(dreams, "en"))) },
  ]);
}

/** POST /api/dreams for DURATION seconds, 10 connections, every dream different. */
async function saveLoad(base: string, cookie: string, content: string) {
  let n = 0;
  const result = await autocannon({
    url: `${base}/api/dreams`,
    connections: 10,
    duration: DURATION,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => ({
          ...request,
          headers: { "content-type": "application/json", cookie },
          body: JSON.stringify({ title: `Bench dream ${(n += 1)}`, content, mood: "anxious" }),
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`POST /api/dreams: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function premiumUser(base: string, client: pg.Client, email: string) {
  const cookie = await register(base, email);
  await client.query(`UPDATE "users" SET "isPremium" = true WHERE "email" = $1`, [email]);
  return cookie;
}

async function benchSaves(client: pg.Client) {
  const content = dreamText("en", 1_500);
  const rows = [];
  const p50s: Record<string, number> = {};
  for (const interpreter of ["off", "offline"] as const) {
    const server = await startServer(PORT, { DATABASE_URL: BENCH_URL, DREAMSCAPE_INTERPRETER: interpreter });
    try {
      // Premium: no daily quota in the way.
      const cookie = await premiumUser(server.base, client, `bench-save-${interpreter}@example.com`);
      await saveLoad(server.base, cookie, content); // warm-up, not counted
      const result = await saveLoad(server.base, cookie, content);
      p50s[interpreter] = result.latency.p50;
      rows.push({
        interpretation: interpreter === "off" ? "none (DREAMSCAPE_INTERPRETER=off)" : "built-in interpreter, in the same write",
        "req/s": result.requests.average.toFixed(0),
        mean: ms(result.latency.average),
        p50: ms(result.latency.p50),
        p99: ms(result.latency.p99),
      });
    } finally {
      await server.stop();
    }
  }
  console.log(`POST /api/dreams, 1,500-character dreams, 10 connections, ${DURATION}s (after a warm-up run); PostgreSQL`);
  console.table(rows);
  console.log(`p50 with interpretation / without: ${(p50s.offline / p50s.off).toFixed(2)}×`);
}

async function benchAnalysisApi(client: pg.Client) {
  const server = await startServer(PORT, { DATABASE_URL: BENCH_URL });
  try {
    const cookie = await premiumUser(server.base, client, "bench-analysis@example.com");
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${server.base}/api/dreams`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ title: `Analysed ${i + 1}`, content: dreamText("en", 600 + (i % 5) * 150), mood: "peaceful" }),
      });
      ids.push(((await res.json()) as { id: number }).id);
    }
    const times: number[] = [];
    // 25 of the 30 analyses per hour a user may ask for.
    for (let i = 0; i < 25; i++) {
      const start = performance.now();
      const res = await fetch(`${server.base}/api/dreams/analyze`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ dreamIds: ids }),
      });
      await res.arrayBuffer();
      if (res.status !== 201) throw new Error(`analyze answered ${res.status}`);
      if (i >= 5) times.push(performance.now() - start); // the first five warm up
    }
    const s = summarize(times);
    console.log("POST /api/dreams/analyze of 20 dreams, built-in analyzer, one request at a time (20 after 5 warm-ups)");
    console.table([{ p50: ms(s.p50), p99: ms(s.p99), max: ms(s.max) }]);
  } finally {
    await server.stop();
  }
}

export async function benchAi() {
  console.log("\n## AI — interpretation on save and combined analysis");
  benchInProcess();
  await recreatePostgres();
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  try {
    await benchSaves(client);
    await benchAnalysisApi(client);
  } finally {
    await client.end();
  }
}
