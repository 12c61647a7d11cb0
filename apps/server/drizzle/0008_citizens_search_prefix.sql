-- Name searches with more than 10,000 matches list the names that start with the search first ('joao' → the
-- Joãos, in accent-free alphabetical order): this index walks that prefix range in order, so the first page
-- reads 25 index entries instead of sorting tens of thousands of trigram matches. COLLATE "C" (byte order, as
-- text_pattern_ops) serves both the range and the ORDER BY.
CREATE INDEX "citizens_org_search_prefix_idx" ON "citizens" USING btree ("organization_id","search_name" COLLATE "C") WHERE "citizens"."deleted_at" is null;
