-- Written by hand (no schema change). Tags no dream uses are now deleted in
-- the transaction that lets go of them (lib/tags/queries.ts); these are the
-- ones left behind before, never listed and never used again. Dream signs
-- stay, used or not.
DELETE FROM "tags" t
WHERE NOT t."dreamSign"
  AND NOT EXISTS (SELECT 1 FROM "dream_tags" dt WHERE dt."tagId" = t."id");
