-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "contentLength" INTEGER NOT NULL DEFAULT 0;


-- Backfill: dreams stored before this migration.
UPDATE "dreams" SET "contentLength" = char_length("content");

-- Written by hand (Prisma cannot express INCLUDE): lets GET /api/dreams/health
-- aggregate a user's dreams from the index alone.
CREATE INDEX "dreams_health_idx" ON "dreams" ("userId") INCLUDE ("createdAt", "mood", "memoryScore", "contentLength");
