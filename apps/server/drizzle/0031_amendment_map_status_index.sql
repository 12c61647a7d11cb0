-- The map's grouping at city zoom reads the box from the index alone and in (lat, lng, status) order, so it counts
-- per position and status without per-row filters or a hash; the year (the map's most common filter) rides along.
DROP INDEX IF EXISTS "amendments_org_map_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "amendments_org_map_idx" ON "amendments" USING btree ("organization_id", "lat", "lng", "status") INCLUDE ("indicated", "id", "year") WHERE "deleted_at" IS NULL AND "lat" IS NOT NULL;
