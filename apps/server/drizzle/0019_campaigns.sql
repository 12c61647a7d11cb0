-- Campaigns (issue 19): the office's sending window and rates, its suppression list, campaigns and one row
-- per campaign × citizen (unique: a restart can never enqueue a citizen twice).
CREATE TABLE "messaging_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id"),
	"start_hour" smallint DEFAULT 9 NOT NULL,
	"end_hour" smallint DEFAULT 18 NOT NULL,
	"weekdays" smallint[] DEFAULT '{1,2,3,4,5,6}' NOT NULL,
	"saturday_end_hour" smallint DEFAULT 13,
	"skip_sundays_and_holidays" boolean DEFAULT true NOT NULL,
	"blocked_dates" text[] DEFAULT '{}' NOT NULL,
	"sender_identification" text DEFAULT '' NOT NULL,
	"sms_per_minute" integer DEFAULT 60 NOT NULL,
	"email_per_minute" integer DEFAULT 120 NOT NULL,
	"whatsapp_per_minute" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_suppressions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "message_suppressions_address_idx" ON "message_suppressions" USING btree ("organization_id","address");
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"segment_filter" jsonb NOT NULL,
	"segment_label" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"remove_accents" boolean DEFAULT true NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"note" text,
	"recipients_ready" boolean DEFAULT false NOT NULL,
	"lease_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "campaigns_org_idx" ON "campaigns" USING btree ("organization_id","created_at");
--> statement-breakpoint
CREATE INDEX "campaigns_due_idx" ON "campaigns" USING btree ("status","next_attempt_at") WHERE "status" in ('agendada', 'enviando');
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"citizen_id" uuid NOT NULL,
	"address" text NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"reason" text,
	"error" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sms_message_id" uuid,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_citizen_idx" ON "campaign_recipients" USING btree ("campaign_id","citizen_id");
--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_idx" ON "campaign_recipients" USING btree ("campaign_id","status","time_zone");
