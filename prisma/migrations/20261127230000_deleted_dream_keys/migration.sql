-- CreateTable
CREATE TABLE "deleted_dream_keys" (
    "userId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "dreamId" INTEGER NOT NULL,
    "deletedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deleted_dream_keys_pkey" PRIMARY KEY ("userId","key")
);

-- AddForeignKey
ALTER TABLE "deleted_dream_keys" ADD CONSTRAINT "deleted_dream_keys_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: whichever code path deletes a dream stored with an
-- Idempotency-Key, its key is kept, so that the same key sent again (a draft
-- whose answer was lost) is not stored as a new dream (lib/dreams/service.ts).
-- Per statement: deleting a whole journal writes once. Keys of users no longer
-- there (an account being deleted, with its dreams) are not kept, and each
-- owner's keys older than 90 days go as new ones come.
CREATE FUNCTION "dreamscape_dream_keys_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "deleted_dream_keys" ("userId", "key", "dreamId")
  SELECT e."userId", e."idempotencyKey", e."id" FROM "erased" e
  WHERE e."idempotencyKey" IS NOT NULL AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = e."userId")
  ON CONFLICT DO NOTHING;
  DELETE FROM "deleted_dream_keys" k
  WHERE k."deletedAt" < CURRENT_TIMESTAMP - INTERVAL '90 days'
    AND k."userId" IN (SELECT e."userId" FROM "erased" e WHERE e."idempotencyKey" IS NOT NULL);
  RETURN NULL;
END
$$;

CREATE TRIGGER "dreams_keys_deleted" AFTER DELETE ON "dreams" REFERENCING OLD TABLE AS "erased"
  FOR EACH STATEMENT EXECUTE FUNCTION "dreamscape_dream_keys_deleted"();
