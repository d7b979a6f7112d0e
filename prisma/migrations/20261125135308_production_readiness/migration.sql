-- AlterTable
ALTER TABLE "dreams" ADD COLUMN     "interpretationFallback" TEXT;

-- AlterTable
ALTER TABLE "checkout_sessions" ADD COLUMN     "activatedAt" TIMESTAMP(3),
ADD COLUMN     "provider" TEXT NOT NULL DEFAULT 'local';

-- CreateTable
CREATE TABLE "site_usage" (
    "kind" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "site_usage_pkey" PRIMARY KEY ("kind","day")
);

-- CreateTable
CREATE TABLE "ai_slots" (
    "slot" INTEGER NOT NULL,
    "holder" TEXT,
    "until" TIMESTAMP(3),

    CONSTRAINT "ai_slots_pkey" PRIMARY KEY ("slot")
);


-- Written by hand: local checkouts paid before this migration were activated
-- by their success page; replaying one must not grant Premium again.
UPDATE "checkout_sessions" SET "activatedAt" = COALESCE("completedAt", "createdAt") WHERE "status" = 'complete';

-- Written by hand: every change to a shared dream (an edit, a new
-- interpretation, "stop sharing", a deletion, its account deleted) tells every
-- server on the channel dreamscape_shared, with the share id, when the
-- transaction commits. Servers drop that dream from their caches
-- (lib/share/invalidation.ts), whichever code path changed it.
CREATE FUNCTION "dreamscape_shared_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."shareId" IS NOT NULL THEN
    PERFORM pg_notify('dreamscape_shared', OLD."shareId");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "dreams_shared_changed" AFTER UPDATE OR DELETE ON "dreams"
  FOR EACH ROW EXECUTE FUNCTION "dreamscape_shared_changed"();
