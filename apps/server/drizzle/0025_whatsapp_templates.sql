-- WhatsApp message templates synced from the office's WhatsApp Business Account (Cloud API), each {{n}}
-- mapped to one of our merge fields; a WhatsApp campaign names the approved template it sends.
CREATE TABLE IF NOT EXISTS "whatsapp_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"meta_id" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "whatsapp_templates_name_idx" ON "whatsapp_templates" USING btree ("organization_id", "name", "language");--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN IF NOT EXISTS "whatsapp_template_id" uuid;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN IF NOT EXISTS "provider_message_id" text;
