// The member the signed-in pages are measured for (issue 32): 30 dreams over
// the last 30 days, with tags and moods, every third one lucid, most of them
// interpreted, restored from a backup in one request.
import { MOODS } from "../../lib/domain/moods";
import { register } from "./lib";

/** The six moods the product started with (the benchmarks' journals have always used these). */
const BENCH_MOODS = MOODS.slice(0, 6);
const TAGS = ["sea", "house", "flight", "forest", "school"];

/** 30 dreams over the last 30 days, as a backup the import takes in one request. */
export function memberBackup() {
  const day = 86_400_000;
  return {
    format: "dreamscape-journal",
    version: 1,
    dreams: Array.from({ length: 30 }, (_, i) => ({
      title: `Night ${i + 1}: the lighthouse and the tide`,
      content:
        "I walked along the shore at night and a lighthouse turned above the water. My sister was there, calling from the house. " +
        "Then I was flying over the forest, and the school bell rang somewhere below.",
      mood: BENCH_MOODS[i % BENCH_MOODS.length],
      tags: [TAGS[i % TAGS.length], TAGS[(i + 2) % TAGS.length]],
      lucid: i % 3 === 0,
      // Most are interpreted (their cards offer Share); every fifth still waits for one.
      interpretation:
        i % 5 === 4
          ? ""
          : "The lighthouse is a guide you are looking for; the tide, feelings that come and go. Flying over the forest suggests you are rising above a worry.",
      createdAt: new Date(Date.now() - (i + 1) * day + 3_600_000).toISOString(),
    })),
  };
}

/** Registers the member at `base` and gives it the 30 dreams; its session cookie ("name=value"). */
export async function seedMember(base: string, email: string): Promise<string> {
  const cookie = await register(base, email);
  const imported = await fetch(`${base}/api/dreams/import`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, origin: base },
    body: JSON.stringify(memberBackup()),
  });
  if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
  return cookie;
}
