// Symbols of dreams stored before dreams.symbols existed, or before the
// lexicon last changed (symbolsVersion < SYMBOLS_VERSION). A migration cannot
// run the interpreter's matcher, so they are computed here, lazily: before a
// user's trends are counted, their own pending dreams are computed in batches.
// The index (userId, symbolsVersion) finds them, and there are none once done,
// so later calls cost one index probe. Idempotent and safe on many servers:
// two servers computing the same dream write the same value, and the update
// only touches dreams still pending.
import "server-only";
import { setImmediate as nextTurn } from "node:timers/promises";
import { db } from "@/lib/db";
import { symbolFields, SYMBOLS_VERSION } from "@/lib/dreams/symbols";

const BATCH = 500;

/** Computes the symbols of the user's pending dreams; returns how many it computed. */
export async function backfillSymbols(userId: number): Promise<number> {
  let computed = 0;
  for (;;) {
    const pending = await db().dream.findMany({
      where: { userId, symbolsVersion: { lt: SYMBOLS_VERSION } },
      select: { id: true, title: true, content: true },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (pending.length === 0) return computed;
    // Symbol ids are single words (lexicon ids have no spaces): one text per dream travels through unnest.
    const symbols = pending.map((dream) => symbolFields(dream.title, dream.content).symbols.join(" "));
    await db().$executeRaw`
      UPDATE "dreams" d SET "symbols" = string_to_array(u."symbols", ' '), "symbolsVersion" = ${SYMBOLS_VERSION}
      FROM unnest(${pending.map((dream) => dream.id)}::int[], ${symbols}::text[]) AS u("id", "symbols")
      WHERE d."id" = u."id" AND d."userId" = ${userId} AND d."symbolsVersion" < ${SYMBOLS_VERSION}`;
    computed += pending.length;
    if (pending.length < BATCH) return computed;
    await nextTurn(); // other requests are served between batches
  }
}
