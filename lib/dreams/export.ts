// Journal exports, streamed in batches so a journal of 10,000 dreams never
// sits in memory: a human-readable text file, its dates in the user's time
// zone (named in its header), a Markdown file the same way (./export-markdown.ts),
// and a JSON backup that POST /api/dreams/import accepts, its dates ISO 8601 instants.
import "server-only";
import type { Locale } from "@/lib/domain/locales";
import type { Translate } from "@/lib/i18n/messages";
import { timeZoneOf } from "@/lib/auth/queries";
import { DATE_TIME, formatIn } from "@/lib/time/format";
import { userTimeZone } from "@/lib/time/zone";
import { zoneCities, zoneName } from "@/lib/time/zone-names";
import { dreamSignNames, tagsOfDreams } from "@/lib/tags/queries";
import { BACKUP_FORMAT } from "@/lib/domain/journal";
import { isMood } from "@/lib/domain/moods";
import { dreamBatch, type DreamRow } from "./queries";

const BATCH = 500;

export type Tagged = DreamRow & { tags: string[] };

/** The user's dreams, newest first, with their tags, BATCH at a time. */
export async function* batches(userId: number): AsyncGenerator<Tagged[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const rows = await dreamBatch(userId, after, BATCH);
    if (rows.length === 0) return;
    const tags = await tagsOfDreams(rows.map((row) => row.id));
    yield rows.map((row) => ({ ...row, tags: tags.get(row.id) ?? [] }));
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < BATCH) return;
  }
}

/** A generator of text as a byte stream, read as the response is sent. */
export function stream(chunks: AsyncGenerator<string, void>): ReadableStream<Uint8Array> {
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
  const rule = "=".repeat(60);
  async function* lines() {
    const [zone, cities] = await Promise.all([timeZoneOf(userId).then(userTimeZone), zoneCities(locale)]);
    const date = formatIn(locale, zone, DATE_TIME);
    yield `${t("Export.heading")}\n${t("Export.generated", { date: date.format(new Date()), zone: zoneName(zone, cities) })}\n\n`;
    let count = 0;
    for await (const rows of batches(userId)) {
      yield rows
        .map((d) => {
          const parts = [
            rule,
            `${t("Export.title")}: ${d.title}`,
            `${t("Export.date")}: ${date.format(d.createdAt)}`,
            `${t("Export.mood")}: ${isMood(d.mood) ? t(`Moods.${d.mood}`) : t("Export.noMood")}`,
            ...(d.tags.length ? [`${t("Export.tags")}: ${d.tags.join(", ")}`] : []),
            ...(d.lucid ? [d.clarity === null ? t("Export.lucid") : t("Export.lucidClarity", { clarity: d.clarity })] : []),
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
    const [timeZone, dreamSigns] = await Promise.all([timeZoneOf(userId), dreamSignNames(userId)]);
    const head = { format: BACKUP_FORMAT, version: 1, exportedAt: new Date().toISOString(), timeZone, dreamSigns };
    yield `${JSON.stringify(head).slice(0, -1)},"dreams":[`;
    let first = true;
    for await (const rows of batches(userId)) {
      const items = rows.map((d) =>
        JSON.stringify({
          title: d.title,
          content: d.content,
          mood: d.mood,
          interpretation: d.interpretation,
          createdAt: d.createdAt.toISOString(),
          tags: d.tags,
          lucid: d.lucid,
          clarity: d.clarity,
        }),
      );
      yield `${first ? "" : ","}\n${items.join(",\n")}`;
      first = false;
    }
    yield "\n]}\n";
  }
  return stream(parts());
}
