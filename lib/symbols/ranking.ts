// The symbols a dream is about, most salient first: the ranking the built-in
// interpreter writes its interpretation from, and the one a dream keeps
// (lib/dreams/symbols.ts) so the trends can count it.
import { tokenize } from "@/lib/text/normalize";
import { rankSymbols } from "./salience";

/** At most this many symbols are named by an interpretation and kept per dream. */
export const SYMBOLS_MAX = 10;

// What people append to a title they changed: it is about the entry, not the dream.
const EDIT_MARKER =
  /\s*[([]\s*(?:edited|edit|updated|revised|змінено|відредаговано|редаговано|оновлено|ред\.?|modifiée?|éditée?|révisée?|mis à jour|bearbeitet|geändert|aktualisiert|überarbeitet|editad[oa]|modificad[oa]|actualizad[oa]|revisad[oa])\s*[)\]]$/iu;
// A closing full stop (or comma, colon…) ends the title, not the sentence it is quoted in; "..." and "…" stay.
const CLOSING_STOP = /(?<![.…])[.,;:]$/u;

/** The title as the dreamer meant it: without "(edited)" markers or a closing full stop. */
export function dreamTitle(title: string): string {
  let clean = title.trim();
  for (let previous = ""; previous !== clean;) {
    previous = clean;
    clean = clean.replace(EDIT_MARKER, "").replace(CLOSING_STOP, "").trim();
  }
  return clean;
}

/** The symbols the built-in interpreter would name for this dream, without writing the text (the trends count them). */
export function interpretedSymbols(title: string, content: string): string[] {
  return rankSymbols(tokenize(dreamTitle(title)), tokenize(content))
    .slice(0, SYMBOLS_MAX)
    .map((symbol) => symbol.id);
}
