// Combined analysis: Premium only (enforced here, whatever the UI shows), of
// 2 to 20 of the caller's own dreams. The statistics are always computed
// here; the external provider, with the user's consent, writes the narrative
// from them, and the built-in analyzer does when it may not or fails.
import "server-only";
import * as z from "zod/mini";
import { analyze } from "@/lib/ai/service";
import { providerFor } from "@/lib/ai/provider";
import { timeZoneOf } from "@/lib/auth/queries";
import { AppError } from "@/lib/errors/app-error";
import { takeSiteAiCall } from "@/lib/quota/service";
import type { SessionUser } from "@/lib/auth/session";
import { isMood } from "@/lib/domain/moods";
import type { Locale } from "@/lib/domain/locales";
import { consume } from "@/lib/security/rate-limit";
import { userTimeZone } from "@/lib/time/zone";
import * as q from "./queries";
import { analysisSchema, type Analysis } from "./schema";

const trendsSchema = analysisSchema.shape.emotionalTrends;

/** A stored id that is a plain dream id; anything else never named one of the caller's dreams. */
const dreamIdOf = (text: string): number | null => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** `titles`: the covered dreams that still exist, by id; the others read as deleted (title null). */
function toAnalysis(row: q.AnalysisRow, titles: ReadonlyMap<number, string>): Analysis {
  const trends = z.safeParse(trendsSchema, row.emotionalTrends);
  const ids = row.dreamIds.map(dreamIdOf).filter((id) => id !== null);
  return {
    ...row,
    dreams: ids.map((id) => ({ id, title: titles.get(id) ?? null })),
    emotionalTrends: trends.success ? trends.data : { predominantEmotions: [], moodPattern: "" },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The analyses with their dreams' current titles: one query for the titles of all of them. */
async function withDreams(userId: number, rows: q.AnalysisRow[]): Promise<Analysis[]> {
  const ids = new Set(rows.flatMap((row) => row.dreamIds.map(dreamIdOf).filter((id) => id !== null)));
  const dreams = await q.dreamTitles(userId, [...ids]);
  const titles = new Map(dreams.map((d) => [d.id, d.title]));
  return rows.map((row) => toAnalysis(row, titles));
}

export async function analyzeDreams(user: SessionUser, dreamIds: number[], language: Locale): Promise<Analysis> {
  if (!user.isPremium) throw new AppError("premium_required", "premiumRequired");
  const dreams = await q.dreamsToAnalyse(user.id, dreamIds);
  // Another user's id reads exactly like a missing one.
  if (dreams.length !== dreamIds.length) throw new AppError("not_found", "analysisDreamNotFound");
  await consume("analyze", String(user.id));
  const provider = providerFor(user);
  const result = await analyze(
    provider && (await takeSiteAiCall()) ? provider : null,
    dreams.map((d) => ({ ...d, mood: isMood(d.mood) ? d.mood : null })),
    language,
    userTimeZone(await timeZoneOf(user.id)),
  );
  const row = await q.createAnalysis(user.id, {
    // In the order they were asked for.
    dreamIds: dreamIds.map(String),
    summary: result.summary,
    patterns: result.patterns,
    recommendations: result.recommendations,
    commonSymbols: result.commonSymbols,
    emotionalTrends: result.emotionalTrends,
    source: result.source,
    model: result.model,
    language,
  });
  // The dreams were just read: their titles need no second query.
  return toAnalysis(row, new Map(dreams.map((d) => [d.id, d.title])));
}

export async function listAnalyses(userId: number): Promise<Analysis[]> {
  return withDreams(userId, await q.listAnalyses(userId));
}

/** Path segments that are not a plain positive id are "not found", like other users' ids. */
function analysisId(rawId: string): number {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id) throw new AppError("not_found", "analysisNotFound");
  return id;
}

/** One of the caller's analyses; another user's, a deleted or a malformed id is "not found". */
/** Whether the caller has an analysis of this id (a malformed id is none). */
export async function hasAnalysis(userId: number, rawId: string): Promise<boolean> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  return id > 0 && q.analysisExists(userId, id);
}

export async function getAnalysis(userId: number, rawId: string): Promise<Analysis> {
  const row = await q.findAnalysis(userId, analysisId(rawId));
  if (!row) throw new AppError("not_found", "analysisNotFound");
  const [analysis] = await withDreams(userId, [row]);
  return analysis;
}

export async function removeAnalysis(userId: number, rawId: string): Promise<void> {
  if (!(await q.deleteAnalysis(userId, analysisId(rawId)))) throw new AppError("not_found", "analysisNotFound");
}
