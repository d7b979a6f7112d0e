-- CreateTable
CREATE TABLE "streak_cache" (
    "userId" INTEGER NOT NULL,
    "generation" INTEGER NOT NULL DEFAULT 0,
    "timeZone" TEXT,
    "day" DATE,
    "current" INTEGER,
    "longest" INTEGER,

    CONSTRAINT "streak_cache_pkey" PRIMARY KEY ("userId")
);

-- AddForeignKey
ALTER TABLE "streak_cache" ADD CONSTRAINT "streak_cache_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand: any dream added, deleted or moved (to another day or user)
-- makes its owner's counted streaks out of date, whichever code path wrote it.
-- Only an UPDATE: a row is created by the count itself (lib/stats/streaks.ts),
-- and none is needed while an account, with its dreams, is being deleted.
CREATE FUNCTION "dreamscape_streaks_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "streak_cache" SET "generation" = "generation" + 1, "current" = NULL, "longest" = NULL WHERE "userId" = OLD."userId";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."userId" <> OLD."userId") THEN
    UPDATE "streak_cache" SET "generation" = "generation" + 1, "current" = NULL, "longest" = NULL WHERE "userId" = NEW."userId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "dreams_streaks_changed" AFTER INSERT OR DELETE OR UPDATE OF "createdAt", "userId" ON "dreams"
  FOR EACH ROW EXECUTE FUNCTION "dreamscape_streaks_changed"();
