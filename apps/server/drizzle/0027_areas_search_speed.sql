-- Banco de leis search: the ementa's own small vector (kept in the row, not toasted) so a search can put the
-- ementa's matches first without reading the big vector of ementa + text again for every match.
ALTER TABLE "laws" ADD COLUMN IF NOT EXISTS "ementa_vector" tsvector GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, f_unaccent(coalesce(ementa, '')))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "laws_ementa_search_idx" ON "laws" USING gin ("ementa_vector");--> statement-breakpoint
ANALYZE "laws";
