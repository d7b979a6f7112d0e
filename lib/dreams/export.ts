// Journal exports, streamed in batches so a journal of 10,000 dreams never
// sits in memory: a human-readable text file, and a JSON backup that
// POST /api/dreams/import accepts.
import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Translate } from "@/lib/i18n/messages";
import { BACKUP_FORMAT, isMood } from "./schema";
import { dreamBatch, type DreamRow } from "./queries";

const BATCH = 500;

async function* batches(userId: number): AsyncGenerator<DreamRow[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const rows = await dreamBatch(userId, after, BATCH);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < BATCH) return;
  }
}

function stream(chunks: AsyncGenerator<string, void>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export function textExport(userId: number, locale: Locale, t: Translate): ReadableStream<Uint8Array> {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });
  const rule = "=".repeat(60);
  async function* lines() {
    yield `${t("Export.heading")}\n${t("Export.generated", { date: date.format(new Date()) })}\n\n`;
    let count = 0;
    for await (const rows of batches(userId)) {
      yield rows
        .map((d) => {
          const parts = [
            rule,
            `${t("Export.title")}: ${d.title}`,
            `${t("Export.date")}: ${date.format(d.createdAt)} (UTC)`,
            `${t("Export.mood")}: ${isMood(d.mood) ? t(`Moods.${d.mood}`) : t("Export.noMood")}`,
            "",
            d.content,
          ];
          if (d.interpretation) parts.push("", `${t("Export.interpretation")}:`, d.interpretation);
          return `${parts.join("\n")}\n\n`;
        })
        .join("");
      count += rows.length;
    }
    yield count === 0 ? `${t("Export.empty")}\n` : `${rule}\n${t("Export.count", { count })}\n`;
  }
  return stream(lines());
}

export function jsonExport(userId: number): ReadableStream<Uint8Array> {
  async function* parts() {
    yield `{"format":${JSON.stringify(BACKUP_FORMAT)},"version":1,"exportedAt":${JSON.stringify(new Date().toISOString())},"dreams":[`;
    let first = true;
    for await (const rows of batches(userId)) {
      const items = rows.map((d) =>
        JSON.stringify({
          title: d.title,
          content: d.content,
          mood: d.mood,
          interpretation: d.interpretation,
          createdAt: d.createdAt.toISOString(),
        }),
      );
      yield `${first ? "" : ","}\n${items.join(",\n")}`;
      first = false;
    }
    yield "\n]}\n";
  }
  return stream(parts());
}
