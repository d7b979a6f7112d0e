// A short preview of a long text (an interpretation on a journal card): whole
// sentences while they fit, so that it reads as written; only a first
// sentence longer than the room is cut, at a word, with one ellipsis and no
// punctuation before it (never "….").

/** Punctuation that must not stand before the ellipsis of a cut sentence. */
const TRAILING = /[\s,;:.!?…—–\-«»"“”„'’(]+$/u;

export function preview(text: string, max: number, locale?: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  let kept = "";
  for (const { segment } of new Intl.Segmenter(locale, { granularity: "sentence" }).segment(clean)) {
    if ((kept + segment).trimEnd().length > max) break;
    kept += segment;
  }
  if (kept.trim()) return kept.trim();
  const room = clean.slice(0, max);
  const atWord = room.lastIndexOf(" ") > max / 2 ? room.slice(0, room.lastIndexOf(" ")) : room;
  return `${atWord.replace(TRAILING, "")}…`;
}
