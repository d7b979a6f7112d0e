// Analysis reads and writes, always scoped by owner.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

const analysisSelect = {
  id: true,
  dreamIds: true,
  summary: true,
  patterns: true,
  recommendations: true,
  commonSymbols: true,
  emotionalTrends: true,
  source: true,
  model: true,
  language: true,
  createdAt: true,
} as const satisfies Prisma.DreamAnalysisSelect;

export type AnalysisRow = Prisma.DreamAnalysisGetPayload<{ select: typeof analysisSelect }>;

/** The dreams to analyse, only those of `userId`, oldest first. */
export function dreamsToAnalyse(userId: number, ids: number[]) {
  return db().dream.findMany({
    where: { userId, id: { in: ids } },
    select: { id: true, title: true, content: true, mood: true, createdAt: true },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

export function createAnalysis(
  userId: number,
  data: Omit<Prisma.DreamAnalysisUncheckedCreateInput, "userId">,
): Promise<AnalysisRow> {
  return db().dreamAnalysis.create({ data: { ...data, userId }, select: analysisSelect });
}

export function listAnalyses(userId: number): Promise<AnalysisRow[]> {
  return db().dreamAnalysis.findMany({
    where: { userId },
    select: analysisSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

/** Whether the caller has this analysis (proxy.ts answers a missing one with a page not found). */
export async function analysisExists(userId: number, id: number): Promise<boolean> {
  return (await db().dreamAnalysis.count({ where: { id, userId } })) > 0;
}

export function findAnalysis(userId: number, id: number): Promise<AnalysisRow | null> {
  return db().dreamAnalysis.findFirst({ where: { id, userId }, select: analysisSelect });
}

/** The titles of those of `ids` that are still the caller's dreams, in one query however many analyses they come from. */
export function dreamTitles(userId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db().dream.findMany({ where: { userId, id: { in: ids } }, select: { id: true, title: true } });
}

export async function deleteAnalysis(userId: number, id: number): Promise<boolean> {
  const { count } = await db().dreamAnalysis.deleteMany({ where: { id, userId } });
  return count === 1;
}
