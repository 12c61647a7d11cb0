-- Felicitações automáticas and demanda-status messages (issue 19): the office's greeting settings (off by
-- default), per-status messages to citizens, and the log of every automatic message (one greeting a year per
-- citizen, enforced by a unique index).
CREATE TABLE "greeting_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id"),
	"enabled" boolean DEFAULT false NOT NULL,
	"channels" text[] DEFAULT '{sms}'::text[] NOT NULL,
	"sms_template" text NOT NULL,
	"whatsapp_template" text NOT NULL,
	"send_hour" smallint DEFAULT 9 NOT NULL,
	"max_per_minute" smallint DEFAULT 6 NOT NULL,
	"time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL,
	"updated_by" uuid REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_status_messages" (
	"status_id" uuid PRIMARY KEY NOT NULL REFERENCES "demand_statuses"("id") ON DELETE CASCADE,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"enabled" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auto_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"citizen_id" uuid REFERENCES "citizens"("id") ON DELETE SET NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"year" smallint,
	"demand_id" uuid,
	"sms_message_id" uuid,
	"chat_message_id" uuid,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auto_messages_greeting_uidx" ON "auto_messages" USING btree ("organization_id","citizen_id","year") WHERE "kind" = 'aniversario';--> statement-breakpoint
CREATE INDEX "auto_messages_org_created_idx" ON "auto_messages" USING btree ("organization_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "auto_messages_citizen_idx" ON "auto_messages" USING btree ("citizen_id","created_at");
