-- CreateTable
CREATE TABLE "dream_totals" (
    "userId" INTEGER NOT NULL,
    "generation" INTEGER NOT NULL DEFAULT 0,
    "dreams" INTEGER NOT NULL DEFAULT 0,
    "characters" BIGINT NOT NULL DEFAULT 0,
    "memory" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "dream_totals_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "stats_month_cache" (
    "userId" INTEGER NOT NULL,
    "timeZone" TEXT NOT NULL,
    "month" TEXT NOT NULL,
    "starts" TIMESTAMP(3) NOT NULL,
    "ends" TIMESTAMP(3) NOT NULL,
    "days" JSONB,
    "trends" JSONB,

    CONSTRAINT "stats_month_cache_pkey" PRIMARY KEY ("userId","timeZone","month")
);

-- AddForeignKey
ALTER TABLE "dream_totals" ADD CONSTRAINT "dream_totals_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stats_month_cache" ADD CONSTRAINT "stats_month_cache_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;



-- Written by hand. Triggers keep both tables true to the dreams, whichever
-- code path writes them: dream_totals' sums and generation, and the kept
-- months (stats_month_cache) holding a written dream's old or new createdAt,
-- which are deleted (the next read computes them again). Per statement, with
-- the rows written (transition tables): an import of thousands of dreams
-- updates each owner's totals row once, not once per dream.
--
-- The totals row is updated before the months are deleted: a month being
-- stored locks that row FOR SHARE and checks its generation
-- (lib/stats/month-cache.ts), so it either commits before this delete runs and
-- is deleted by it, or finds the row locked or its generation moved on and is
-- not stored. Rows of users no longer there (an account being deleted, with
-- its dreams) are not created again.
CREATE FUNCTION "dreamscape_stats_apply"("owners" INTEGER[], "times" TIMESTAMP(3)[], "signs" INTEGER[], "lengths" INTEGER[], "scores" INTEGER[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "dream_totals" ("userId", "generation", "dreams", "characters", "memory")
  SELECT c."owner", 1, sum(c."sign"), sum(c."sign" * c."length"), sum(c."sign" * c."score")
  FROM unnest("owners", "signs", "lengths", "scores") AS c("owner", "sign", "length", "score")
  WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."owner")
  GROUP BY c."owner" ORDER BY c."owner"
  ON CONFLICT ("userId") DO UPDATE
  SET "generation" = "dream_totals"."generation" + 1, "dreams" = "dream_totals"."dreams" + EXCLUDED."dreams",
      "characters" = "dream_totals"."characters" + EXCLUDED."characters", "memory" = "dream_totals"."memory" + EXCLUDED."memory";
  DELETE FROM "stats_month_cache" c USING unnest("owners", "times") AS w("owner", "at")
  WHERE c."userId" = w."owner" AND c."starts" <= w."at" AND c."ends" > w."at";
$$;

CREATE FUNCTION "dreamscape_stats_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dreamscape_stats_apply"(array_agg(n."userId"), array_agg(n."createdAt"), array_agg(1), array_agg(n."contentLength"), array_agg(n."memoryScore"))
  FROM "written" n;
  RETURN NULL;
END
$$;

CREATE FUNCTION "dreamscape_stats_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dreamscape_stats_apply"(array_agg(o."userId"), array_agg(o."createdAt"), array_agg(-1), array_agg(o."contentLength"), array_agg(o."memoryScore"))
  FROM "erased" o;
  RETURN NULL;
END
$$;

-- An update counts as its old version deleted and its new one inserted, for
-- the dreams whose statistics changed (a trigger with transition tables cannot
-- name columns: other updates find nothing to do).
CREATE FUNCTION "dreamscape_stats_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dreamscape_stats_apply"(array_agg(c."userId"), array_agg(c."createdAt"), array_agg(c."sign"), array_agg(c."contentLength"), array_agg(c."memoryScore"))
  FROM (
    SELECT v.* FROM "erased" o JOIN "written" n USING ("id"),
    LATERAL (VALUES (o."userId", o."createdAt", -1, o."contentLength", o."memoryScore"),
                    (n."userId", n."createdAt", 1, n."contentLength", n."memoryScore"))
      AS v("userId", "createdAt", "sign", "contentLength", "memoryScore")
    WHERE (o."userId", o."createdAt", o."mood", o."lucid", o."symbols", o."contentLength", o."memoryScore")
          IS DISTINCT FROM (n."userId", n."createdAt", n."mood", n."lucid", n."symbols", n."contentLength", n."memoryScore")
  ) AS c;
  RETURN NULL;
END
$$;

CREATE TRIGGER "dreams_stats_inserted" AFTER INSERT ON "dreams" REFERENCING NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "dreamscape_stats_inserted"();
CREATE TRIGGER "dreams_stats_deleted" AFTER DELETE ON "dreams" REFERENCING OLD TABLE AS "erased"
  FOR EACH STATEMENT EXECUTE FUNCTION "dreamscape_stats_deleted"();
CREATE TRIGGER "dreams_stats_updated" AFTER UPDATE ON "dreams" REFERENCING OLD TABLE AS "erased" NEW TABLE AS "written"
  FOR EACH STATEMENT EXECUTE FUNCTION "dreamscape_stats_updated"();

-- Months are the user's: another time zone has other bounds. Rows are keyed by
-- zone (a count racing the change is stored under the old one, never served
-- for the new); this only frees the old zone's rows.
CREATE FUNCTION "dreamscape_stats_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "stats_month_cache" WHERE "userId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "users_stats_zone_changed" AFTER UPDATE OF "timeZone" ON "users"
  FOR EACH ROW WHEN (OLD."timeZone" IS DISTINCT FROM NEW."timeZone") EXECUTE FUNCTION "dreamscape_stats_zone_changed"();

-- The totals of the dreams already stored. After CREATE TRIGGER, whose lock
-- makes writers wait for this migration's commit: none is counted twice or missed.
INSERT INTO "dream_totals" ("userId", "dreams", "characters", "memory")
SELECT "userId", count(*), sum("contentLength"), sum("memoryScore") FROM "dreams" GROUP BY "userId";
