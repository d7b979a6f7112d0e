-- AlterTable
ALTER TABLE "users" ADD COLUMN     "aiConsent" BOOLEAN;

-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "interpretationLanguage" TEXT,
ADD COLUMN     "interpretationModel" TEXT,
ADD COLUMN     "interpretationRequestedAt" TIMESTAMP(3),
ADD COLUMN     "interpretationStatus" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "interpretedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "dream_analyses" ADD COLUMN     "language" TEXT,
ADD COLUMN     "model" TEXT,
ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'offline';


-- Written by hand: interpretations stored before (imported ones) are ready.
UPDATE "dreams" SET "interpretationStatus" = 'ready' WHERE "interpretation" IS NOT NULL;
