CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protocol_counters" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "protocol_counters_organization_id_kind_year_pk" PRIMARY KEY("organization_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "demand_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demand_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_citizens" (
	"demand_id" uuid NOT NULL,
	"citizen_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "demand_citizens_demand_id_citizen_id_pk" PRIMARY KEY("demand_id","citizen_id")
);
--> statement-breakpoint
CREATE TABLE "demand_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demand_followers" (
	"demand_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_followers_demand_id_user_id_pk" PRIMARY KEY("demand_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "demand_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"color" text DEFAULT 'gray' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"is_initial" boolean DEFAULT false NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"next" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"protocol_year" smallint NOT NULL,
	"protocol_number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"search_title" text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED,
	"area_id" uuid,
	"priority" text DEFAULT 'media' NOT NULL,
	"status_id" uuid NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"opened_at" date NOT NULL,
	"due_date" date,
	"closed_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responsible_id" uuid,
	"chamber_protocol" text,
	"city_hall_protocol" text,
	"agency" text,
	"institution" text,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"neighborhood_key" text GENERATED ALWAYS AS (lower(f_unaccent(neighborhood))) STORED,
	"city_ibge" integer,
	"uf" text,
	"reference_point" text,
	"lat" double precision,
	"lng" double precision,
	"occurrence_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"overdue_notified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_batch" uuid
);
--> statement-breakpoint
CREATE TABLE "occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"search_subject" text GENERATED ALWAYS AS (lower(f_unaccent(subject))) STORED,
	"description" text,
	"area_id" uuid,
	"responsible_id" uuid,
	"status" text NOT NULL,
	"citizen_id" uuid NOT NULL,
	"demand_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_batch" uuid
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (lower(f_unaccent(title))) STORED,
	"description" text,
	"assignee_id" uuid,
	"due_date" date,
	"priority" text DEFAULT 'media' NOT NULL,
	"status" text NOT NULL,
	"demand_id" uuid,
	"citizen_id" uuid,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"overdue_notified_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"citizen_id" uuid
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"minutes_before" integer NOT NULL,
	"remind_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"category_id" uuid,
	"location" text,
	"lat" double precision,
	"lng" double precision,
	"reminders" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"demand_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"entity_type" text,
	"entity_id" uuid,
	"actor_id" uuid,
	"dedupe_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_attachments" ADD CONSTRAINT "demand_attachments_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_changes" ADD CONSTRAINT "demand_changes_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_citizens" ADD CONSTRAINT "demand_citizens_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_citizens" ADD CONSTRAINT "demand_citizens_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_comments" ADD CONSTRAINT "demand_comments_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_followers" ADD CONSTRAINT "demand_followers_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_followers" ADD CONSTRAINT "demand_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_statuses" ADD CONSTRAINT "demand_statuses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_status_id_demand_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."demand_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_city_ibge_municipalities_ibge_fk" FOREIGN KEY ("city_ibge") REFERENCES "public"."municipalities"("ibge") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occurrences" ADD CONSTRAINT "occurrences_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_idx" ON "areas" USING btree ("organization_id",lower(f_unaccent("name")));--> statement-breakpoint
CREATE INDEX "demand_attachments_demand_idx" ON "demand_attachments" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_changes_demand_idx" ON "demand_changes" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_citizens_citizen_idx" ON "demand_citizens" USING btree ("citizen_id","demand_id");--> statement-breakpoint
CREATE INDEX "demand_comments_demand_idx" ON "demand_comments" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_followers_user_idx" ON "demand_followers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_statuses_name_idx" ON "demand_statuses" USING btree ("organization_id",lower(f_unaccent("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "demands_protocol_idx" ON "demands" USING btree ("organization_id","protocol_year","protocol_number");--> statement-breakpoint
CREATE INDEX "demands_org_created_idx" ON "demands" USING btree ("organization_id","created_at","id","status_id","lat","lng","city_ibge") WHERE "demands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "demands_org_status_idx" ON "demands" USING btree ("organization_id","status_id","created_at") WHERE "demands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "demands_org_area_idx" ON "demands" USING btree ("organization_id","area_id","created_at") WHERE "demands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "demands_org_responsible_idx" ON "demands" USING btree ("organization_id","responsible_id","created_at") WHERE "demands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "demands_org_resp_status_area_idx" ON "demands" USING btree ("organization_id","responsible_id","status_id","area_id","created_at") WHERE "demands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "demands_org_due_idx" ON "demands" USING btree ("organization_id","due_date") WHERE "demands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "demands_org_dashboard_idx" ON "demands" USING btree ("organization_id","status_id","area_id","is_closed","due_date") WHERE "demands"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "demands_org_updated_idx" ON "demands" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "demands_org_due_open_idx" ON "demands" USING btree ("organization_id","due_date") WHERE "demands"."deleted_at" is null and not "demands"."is_closed";--> statement-breakpoint
CREATE INDEX "demands_org_neighborhood_idx" ON "demands" USING btree ("organization_id","neighborhood_key");--> statement-breakpoint
CREATE INDEX "demands_search_title_idx" ON "demands" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demands_created_by_idx" ON "demands" USING btree ("organization_id","created_by");--> statement-breakpoint
CREATE INDEX "demands_occurrence_idx" ON "demands" USING btree ("occurrence_id") WHERE "demands"."occurrence_id" is not null;--> statement-breakpoint
CREATE INDEX "demands_deleted_idx" ON "demands" USING btree ("organization_id","deleted_at") WHERE "demands"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "occurrences_org_occurred_idx" ON "occurrences" USING btree ("organization_id","occurred_at","id") WHERE "occurrences"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "occurrences_org_updated_idx" ON "occurrences" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "occurrences_citizen_idx" ON "occurrences" USING btree ("citizen_id","occurred_at");--> statement-breakpoint
CREATE INDEX "occurrences_org_responsible_idx" ON "occurrences" USING btree ("organization_id","responsible_id","occurred_at") WHERE "occurrences"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "occurrences_org_area_idx" ON "occurrences" USING btree ("organization_id","area_id","occurred_at") WHERE "occurrences"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "occurrences_search_subject_idx" ON "occurrences" USING gin ("search_subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "occurrences_created_by_idx" ON "occurrences" USING btree ("organization_id","created_by");--> statement-breakpoint
CREATE INDEX "occurrences_deleted_idx" ON "occurrences" USING btree ("organization_id","deleted_at") WHERE "occurrences"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "tasks_org_assignee_idx" ON "tasks" USING btree ("organization_id","assignee_id","status","due_date") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_org_due_idx" ON "tasks" USING btree ("organization_id","due_date") WHERE "tasks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_demand_idx" ON "tasks" USING btree ("demand_id") WHERE "tasks"."demand_id" is not null;--> statement-breakpoint
CREATE INDEX "tasks_search_title_idx" ON "tasks" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_citizen_idx" ON "tasks" USING btree ("citizen_id") WHERE "tasks"."citizen_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_name_idx" ON "event_categories" USING btree ("organization_id",lower(f_unaccent("name")));--> statement-breakpoint
CREATE INDEX "event_participants_event_idx" ON "event_participants" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id","event_id") WHERE "event_participants"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_participants_citizen_idx" ON "event_participants" USING btree ("citizen_id","event_id") WHERE "event_participants"."citizen_id" is not null;--> statement-breakpoint
CREATE INDEX "event_reminders_due_idx" ON "event_reminders" USING btree ("remind_at") WHERE "event_reminders"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "event_reminders_event_idx" ON "event_reminders" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_org_start_idx" ON "events" USING btree ("organization_id","starts_at") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_org_end_idx" ON "events" USING btree ("organization_id","ends_at") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "citizens_org_birthday_name_idx" ON "citizens" USING btree ("organization_id","birth_month_day",lower(f_unaccent("name"))) WHERE "citizens"."deleted_at" is null;