-- Written by hand. The streaks kept in streak_cache now check the user's
-- dream_totals generation (bumped by the stats triggers of migration
-- stats_caches on every write to dreams), like the kept months: one counter,
-- one kind of trigger. streak_cache's own trigger goes, and the rows kept so
-- far, whose generations counted something else, are counted again when read.
DROP TRIGGER "dreams_streaks_changed" ON "dreams";
DROP FUNCTION "dreamscape_streaks_changed"();
DELETE FROM "streak_cache";
