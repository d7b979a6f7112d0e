-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "symbols" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "symbolsVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "dreams_userId_symbolsVersion_idx" ON "dreams"("userId", "symbolsVersion");


-- Written by hand (Prisma cannot express INCLUDE): GET /api/stats/trends reads
-- a range of a user's dreams from the index alone. Symbols of dreams stored
-- before this migration are computed by the application (symbolsVersion 0;
-- lib/stats/backfill.ts): SQL cannot run the interpreter's matcher.
CREATE INDEX "dreams_trends_idx" ON "dreams" ("userId", "createdAt") INCLUDE ("mood", "lucid", "symbols");
