-- The emendas list's default order (newest year, newest first) read from an index instead of sorting a year's
-- rows, and the map's points at city zoom read from the index alone (lat/lng box, with what a point carries).
CREATE INDEX IF NOT EXISTS "amendments_org_order_idx" ON "amendments" USING btree ("organization_id", "year" DESC, "created_at" DESC, "id") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "amendments_org_map_idx" ON "amendments" USING btree ("organization_id", "lat", "lng") INCLUDE ("indicated", "status", "id") WHERE "deleted_at" IS NULL AND "lat" IS NOT NULL;
