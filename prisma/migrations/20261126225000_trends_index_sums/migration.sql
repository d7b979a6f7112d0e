-- Written by hand (no schema change: Prisma cannot express INCLUDE). The
-- trends' Dream Health sums a range of months too: with contentLength and
-- memoryScore in dreams_trends_idx that is a range scan of the index alone,
-- where dreams_health_idx (keyed by userId only) read every dream of the user.
DROP INDEX "dreams_trends_idx";
CREATE INDEX "dreams_trends_idx" ON "dreams" ("userId", "createdAt") INCLUDE ("mood", "lucid", "symbols", "contentLength", "memoryScore");
