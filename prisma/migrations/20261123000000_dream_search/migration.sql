-- Written by hand (Prisma cannot express extensions, functions or expression
-- indexes): search of titles and contents in any of the five languages,
-- case- and accent-insensitively, on PostgreSQL and PGlite alike
-- (lib/dreams/search.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could change); an index needs an
-- IMMUTABLE function, so the dictionary is named explicitly and the wrapper
-- is declared immutable (the usual PostgreSQL idiom).
CREATE OR REPLACE FUNCTION dreamscape_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- Trigrams of the folded title and content: LIKE '%term%' on the same
-- expression is answered from this index.
CREATE INDEX "dreams_search_idx" ON "dreams" USING gin (dreamscape_fold("title" || ' ' || "content") gin_trgm_ops);
