-- SMS (issue 19): the office's provider settings (secrets encrypted) and one row per recipient message,
-- outbound or inbound. campaign_id is there for campaigns (a later slice): one row per campaign × citizen.
CREATE TABLE "sms_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id"),
	"provider" text DEFAULT 'simulator' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text,
	"webhook_secret" text NOT NULL,
	"price_per_segment_cents" integer DEFAULT 9 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"campaign_id" uuid,
	"citizen_id" uuid REFERENCES "citizens"("id") ON DELETE SET NULL,
	"direction" text NOT NULL,
	"kind" text DEFAULT 'manual' NOT NULL,
	"purpose" text,
	"phone" text NOT NULL,
	"body" text NOT NULL,
	"encoding" text NOT NULL,
	"segments" smallint NOT NULL,
	"cost_cents" integer,
	"status" text NOT NULL,
	"error" text,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sending_at" timestamp with time zone,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sms_messages_org_idx" ON "sms_messages" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_citizen_idx" ON "sms_messages" USING btree ("citizen_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_pending_idx" ON "sms_messages" USING btree ("created_at") WHERE "status" = 'pendente';--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id_idx" ON "sms_messages" USING btree ("organization_id","direction","provider_message_id") WHERE "provider_message_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_campaign_citizen_idx" ON "sms_messages" USING btree ("campaign_id","citizen_id") WHERE "campaign_id" IS NOT NULL;
