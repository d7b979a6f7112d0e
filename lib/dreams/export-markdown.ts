// The journal as Markdown (my_dreams.md), for notes apps such as Obsidian or
// Notion: one section per dream, newest first, its title a heading; then its
// date in the user's time zone, mood, tags and lucidity as a list, the text,
// and the interpretation as a quote. What the user wrote is escaped
// (lib/text/markdown.ts): nothing in it becomes markup. Streamed like the
// other exports.
import "server-only";
import type { Locale } from "@/lib/domain/locales";
import type { Translate } from "@/lib/i18n/messages";
import { timeZoneOf } from "@/lib/auth/queries";
import { escapeBlock, escapeHeading, escapeInline, quoteBlock } from "@/lib/text/markdown";
import { DATE_TIME, formatIn } from "@/lib/time/format";
import { userTimeZone } from "@/lib/time/zone";
import { zoneCities, zoneName } from "@/lib/time/zone-names";
import { batches, stream, type Tagged } from "./export";
import { isMood } from "@/lib/domain/moods";

function section(d: Tagged, t: Translate, date: Intl.DateTimeFormat): string {
  const facts = [
    `- **${t("Export.date")}:** ${date.format(d.createdAt)}`,
    `- **${t("Export.mood")}:** ${isMood(d.mood) ? t(`Moods.${d.mood}`) : t("Export.noMood")}`,
    ...(d.tags.length ? [`- **${t("Export.tags")}:** ${d.tags.map(escapeInline).join(", ")}`] : []),
    ...(d.lucid ? [`- **${d.clarity === null ? t("Export.lucid") : t("Export.lucidClarity", { clarity: d.clarity })}**`] : []),
  ];
  const parts = [`## ${escapeHeading(d.title)}`, facts.join("\n"), escapeBlock(d.content)];
  if (d.interpretation) parts.push(`> **${t("Export.interpretation")}**\n>\n${quoteBlock(d.interpretation)}`);
  return `${parts.join("\n\n")}\n\n`;
}

export function markdownExport(userId: number, locale: Locale, t: Translate): ReadableStream<Uint8Array> {
  async function* parts() {
    const [zone, cities] = await Promise.all([timeZoneOf(userId).then(userTimeZone), zoneCities(locale)]);
    const date = formatIn(locale, zone, DATE_TIME);
    const generated = t("Export.generated", { date: date.format(new Date()), zone: zoneName(zone, cities) });
    yield `# ${escapeHeading(t("Export.heading"))}\n\n${escapeInline(generated)}\n\n`;
    let count = 0;
    for await (const rows of batches(userId)) {
      yield rows.map((d) => section(d, t, date)).join("");
      count += rows.length;
    }
    yield count === 0 ? `${t("Export.empty")}\n` : `---\n\n*${t("Export.count", { count })}*\n`;
  }
  return stream(parts());
}
