CREATE TABLE "municipalities" (
	"ibge" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uf" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"capital" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizen_tags" (
	"citizen_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "citizen_tags_citizen_id_tag_id_pk" PRIMARY KEY("citizen_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tag_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'gray' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizen_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"citizen_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizen_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"citizen_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"address" text NOT NULL,
	"type" text DEFAULT 'pessoal' NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"can_contact" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizen_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"citizen_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" text NOT NULL,
	"type" text DEFAULT 'celular' NOT NULL,
	"preferred" boolean DEFAULT false NOT NULL,
	"can_contact" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"social_name" text,
	"nickname" text,
	"search_name" text GENERATED ALWAYS AS (lower(f_unaccent(name || ' ' || coalesce(social_name, '') || ' ' || coalesce(nickname, '')))) STORED,
	"cpf" text,
	"rg" text,
	"birth_date" date,
	"birth_month_day" smallint GENERATED ALWAYS AS ((extract(month from birth_date) * 100 + extract(day from birth_date))::smallint) STORED,
	"gender" text,
	"voter_title" text,
	"voter_zone" text,
	"voter_section" text,
	"profession" text,
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
	"leader_id" uuid,
	"origin" text,
	"notes" text,
	"registered_by" uuid,
	"import_id" uuid,
	"merged_into" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_batch" uuid
);
--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"list" text DEFAULT 'citizens' NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "citizen_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"citizen_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"legal_basis" text NOT NULL,
	"source" text NOT NULL,
	"evidence" text,
	"text" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"citizen_id" uuid NOT NULL,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'aberta' NOT NULL,
	"response" text,
	"due_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"field" text,
	"message" text NOT NULL,
	"data" jsonb
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"format" text NOT NULL,
	"encoding" text,
	"sheet" text,
	"columns" jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duplicate_policy" text DEFAULT 'skip' NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"skipped_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"note" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid,
	"format" text NOT NULL,
	"filter" jsonb NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"file_path" text,
	"file_size" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ranking_weights" jsonb DEFAULT '{"referral":10}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "citizen_tags" ADD CONSTRAINT "citizen_tags_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen_tags" ADD CONSTRAINT "citizen_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_categories" ADD CONSTRAINT "tag_categories_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_category_id_tag_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."tag_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen_emails" ADD CONSTRAINT "citizen_emails_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizen_phones" ADD CONSTRAINT "citizen_phones_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizens" ADD CONSTRAINT "citizens_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizens" ADD CONSTRAINT "citizens_city_ibge_municipalities_ibge_fk" FOREIGN KEY ("city_ibge") REFERENCES "public"."municipalities"("ibge") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizens" ADD CONSTRAINT "citizens_leader_id_citizens_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."citizens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citizens" ADD CONSTRAINT "citizens_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "municipalities_name_idx" ON "municipalities" USING gin (lower(f_unaccent("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "municipalities_uf_idx" ON "municipalities" USING btree ("uf");--> statement-breakpoint
CREATE INDEX "citizen_tags_tag_idx" ON "citizen_tags" USING btree ("tag_id","citizen_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_categories_name_idx" ON "tag_categories" USING btree ("organization_id",lower(f_unaccent("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree ("organization_id",lower(f_unaccent("name")));--> statement-breakpoint
CREATE INDEX "citizen_changes_citizen_idx" ON "citizen_changes" USING btree ("citizen_id","created_at");--> statement-breakpoint
CREATE INDEX "citizen_emails_citizen_idx" ON "citizen_emails" USING btree ("citizen_id");--> statement-breakpoint
CREATE INDEX "citizen_emails_org_address_idx" ON "citizen_emails" USING btree ("organization_id",lower("address"));--> statement-breakpoint
CREATE INDEX "citizen_phones_citizen_idx" ON "citizen_phones" USING btree ("citizen_id");--> statement-breakpoint
CREATE INDEX "citizen_phones_org_number_idx" ON "citizen_phones" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "citizen_phones_number_trgm_idx" ON "citizen_phones" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "citizens_org_name_idx" ON "citizens" USING btree ("organization_id","name","id") WHERE "citizens"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "citizens_search_name_idx" ON "citizens" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "citizens_org_created_idx" ON "citizens" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "citizens_org_cpf_idx" ON "citizens" USING btree ("organization_id","cpf") WHERE "citizens"."cpf" is not null;--> statement-breakpoint
CREATE INDEX "citizens_org_title_idx" ON "citizens" USING btree ("organization_id","voter_title") WHERE "citizens"."voter_title" is not null;--> statement-breakpoint
CREATE INDEX "citizens_org_neighborhood_idx" ON "citizens" USING btree ("organization_id","neighborhood_key","name");--> statement-breakpoint
CREATE INDEX "citizens_org_city_idx" ON "citizens" USING btree ("organization_id","city_ibge");--> statement-breakpoint
CREATE INDEX "citizens_org_zone_idx" ON "citizens" USING btree ("organization_id","voter_zone","voter_section");--> statement-breakpoint
CREATE INDEX "citizens_org_birthday_idx" ON "citizens" USING btree ("organization_id","birth_month_day");--> statement-breakpoint
CREATE INDEX "citizens_leader_idx" ON "citizens" USING btree ("leader_id") WHERE "citizens"."leader_id" is not null;--> statement-breakpoint
CREATE INDEX "citizens_registered_by_idx" ON "citizens" USING btree ("organization_id","registered_by");--> statement-breakpoint
CREATE INDEX "citizens_import_idx" ON "citizens" USING btree ("import_id") WHERE "citizens"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "citizens_deleted_idx" ON "citizens" USING btree ("organization_id","deleted_at") WHERE "citizens"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "saved_filters_org_idx" ON "saved_filters" USING btree ("organization_id","list");--> statement-breakpoint
CREATE INDEX "citizen_consents_citizen_idx" ON "citizen_consents" USING btree ("citizen_id","channel","purpose","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_org_idx" ON "privacy_requests" USING btree ("organization_id","status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_citizen_idx" ON "privacy_requests" USING btree ("citizen_id");--> statement-breakpoint
CREATE INDEX "import_errors_import_idx" ON "import_errors" USING btree ("import_id","row");--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_signature_idx" ON "import_mappings" USING btree ("organization_id","signature");--> statement-breakpoint
CREATE INDEX "imports_org_idx" ON "imports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "exports_org_idx" ON "exports" USING btree ("organization_id","created_at");