// Combined analysis: Premium only (enforced here, whatever the UI shows), of
// 2 to 20 of the caller's own dreams. The statistics are always computed
// here; the external provider, with the user's consent, writes the narrative
// from them, and the built-in analyzer does when it may not or fails.
import "server-only";
import * as z from "zod/mini";
import { analyze } from "@/lib/ai/service";
import { providerFor } from "@/lib/ai/provider";
import { AppError } from "@/lib/errors/app-error";
import type { SessionUser } from "@/lib/auth/session";
import { isMood } from "@/lib/dreams/constants";
import type { Locale } from "@/lib/i18n/config";
import { consume } from "@/lib/security/rate-limit";
import * as q from "./queries";
import { analysisSchema, type Analysis } from "./schema";

const trendsSchema = analysisSchema.shape.emotionalTrends;

function toAnalysis(row: q.AnalysisRow): Analysis {
  const trends = z.safeParse(trendsSchema, row.emotionalTrends);
  return {
    ...row,
    emotionalTrends: trends.success ? trends.data : { predominantEmotions: [], moodPattern: "" },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function analyzeDreams(user: SessionUser, dreamIds: number[], language: Locale): Promise<Analysis> {
  if (!user.isPremium) throw new AppError("premium_required", "premiumRequired");
  const dreams = await q.dreamsToAnalyse(user.id, dreamIds);
  // Another user's id reads exactly like a missing one.
  if (dreams.length !== dreamIds.length) throw new AppError("not_found", "analysisDreamNotFound");
  await consume("analyze", String(user.id));
  const result = await analyze(
    providerFor(user),
    dreams.map((d) => ({ ...d, mood: isMood(d.mood) ? d.mood : null })),
    language,
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
  return toAnalysis(row);
}

export async function listAnalyses(userId: number): Promise<Analysis[]> {
  return (await q.listAnalyses(userId)).map(toAnalysis);
}

/** Path segments that are not a plain positive id are "not found", like other users' ids. */
function analysisId(rawId: string): number {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : 0;
  if (!id) throw new AppError("not_found", "analysisNotFound");
  return id;
}

export async function removeAnalysis(userId: number, rawId: string): Promise<void> {
  if (!(await q.deleteAnalysis(userId, analysisId(rawId)))) throw new AppError("not_found", "analysisNotFound");
}
