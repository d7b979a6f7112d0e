-- Login failures are counted by the rate limiter now (per account and client,
-- and per account), no longer on the user row.
ALTER TABLE "users" DROP COLUMN "failedLoginCount",
DROP COLUMN "failedLoginWindowStart";

-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "fingerprint" TEXT,
ADD COLUMN     "interpretationSource" TEXT;

-- Backfill, written by hand: the same digest lib/dreams/fingerprint.ts computes
-- (SHA-256 of the ISO creation time, title and content, joined by U+001F).
UPDATE "dreams" SET "fingerprint" = encode(sha256(convert_to(
  to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || chr(31) || "title" || chr(31) || "content", 'UTF8')), 'hex');
ALTER TABLE "dreams" ALTER COLUMN "fingerprint" SET NOT NULL;

-- Until now only a backup could bring an interpretation.
UPDATE "dreams" SET "interpretationSource" = 'imported' WHERE "interpretation" IS NOT NULL;

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "dreams_userId_fingerprint_key" ON "dreams"("userId", "fingerprint");
