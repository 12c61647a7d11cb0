CREATE TABLE "whatsapp_connections" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'simulator' NOT NULL,
	"status" text,
	"status_at" timestamp with time zone,
	"qr_code" text,
	"phone" text,
	"webhook_secret" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"chat_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text,
	"media_path" text,
	"media_mime" text,
	"media_name" text,
	"media_size" integer,
	"provider_message_id" text,
	"client_id" text,
	"delivery_state" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sending_at" timestamp with time zone,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"phone" text NOT NULL,
	"contact_name" text,
	"citizen_id" uuid NOT NULL,
	"agent_id" uuid,
	"area_id" uuid,
	"unseen_msgs" integer DEFAULT 0 NOT NULL,
	"last_message_body" text,
	"last_message_direction" text,
	"last_message_kind" text,
	"last_message_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"assumed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quick_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"shortcut" text NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_connections" ADD CONSTRAINT "whatsapp_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_status_history" ADD CONSTRAINT "whatsapp_status_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_replies" ADD CONSTRAINT "quick_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_status_history_org_at_idx" ON "whatsapp_status_history" USING btree ("organization_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_org_provider_uidx" ON "chat_messages" USING btree ("organization_id","provider_message_id") WHERE "chat_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_org_client_uidx" ON "chat_messages" USING btree ("organization_id","client_id") WHERE "chat_messages"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_chat_created_idx" ON "chat_messages" USING btree ("chat_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_org_pending_idx" ON "chat_messages" USING btree ("organization_id","created_at") WHERE "chat_messages"."delivery_state" = 'pendente';--> statement-breakpoint
CREATE UNIQUE INDEX "chats_org_phone_active_uidx" ON "chats" USING btree ("organization_id","phone") WHERE "chats"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "chats_org_status_last_idx" ON "chats" USING btree ("organization_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "chats_org_agent_idx" ON "chats" USING btree ("organization_id","agent_id","status");--> statement-breakpoint
CREATE INDEX "chats_org_phone_idx" ON "chats" USING btree ("organization_id","phone","closed_at");--> statement-breakpoint
CREATE INDEX "chats_citizen_idx" ON "chats" USING btree ("citizen_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quick_replies_org_shortcut_uidx" ON "quick_replies" USING btree ("organization_id","shortcut");