-- Suporte (issue 20): an office's tickets to the platform team and their threads. A ticket belongs to the
-- office that opened it; its messages carry the same organization_id so no query can cross offices.
CREATE TABLE "support_tickets" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
  "number" integer GENERATED ALWAYS AS IDENTITY NOT NULL,
  "subject" text NOT NULL,
  "category" text NOT NULL,
  "status" text DEFAULT 'aberto' NOT NULL,
  "page_path" text,
  "opened_by" uuid REFERENCES "users"("id"),
  "assignee_id" uuid REFERENCES "users"("id"),
  "rating" smallint,
  "rating_comment" text,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "support_tickets_number_unique" UNIQUE ("number"),
  CONSTRAINT "support_tickets_rating_check" CHECK ("rating" IS NULL OR "rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX "support_tickets_org_idx" ON "support_tickets" ("organization_id", "last_message_at" DESC);
--> statement-breakpoint
CREATE INDEX "support_tickets_queue_idx" ON "support_tickets" ("status", "last_message_at" DESC);
--> statement-breakpoint
CREATE TABLE "support_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "ticket_id" uuid NOT NULL REFERENCES "support_tickets"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
  "author_id" uuid REFERENCES "users"("id"),
  "from_platform" boolean DEFAULT false NOT NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "support_messages_ticket_idx" ON "support_messages" ("ticket_id", "created_at");
