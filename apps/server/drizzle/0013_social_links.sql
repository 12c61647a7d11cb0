-- Links sociais (issue 19): the representative's networks per office, ordered, each visible or hidden.
CREATE TABLE IF NOT EXISTS "social_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
  "network" text NOT NULL,
  "label" text NOT NULL,
  "url" text NOT NULL,
  "visible" boolean DEFAULT true NOT NULL,
  "position" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "social_links_org_idx" ON "social_links" ("organization_id", "position");
