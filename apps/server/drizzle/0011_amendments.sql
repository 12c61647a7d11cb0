-- Issue 17: instituições, emendas (money in centavos), their history, links to demandas and citizens,
-- comments, the Portal CSV imports and the rows they parked for review; demandas point at an instituição.
CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower(f_unaccent(name))) STORED,
	"cnpj" text,
	"kind" text DEFAULT 'outro' NOT NULL,
	"cep" text,
	"street" text,
	"number" text,
	"complement" text,
	"neighborhood" text,
	"city_ibge" integer,
	"uf" text,
	"lat" double precision,
	"lng" double precision,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"website" text,
	"contact_name" text,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sphere" text NOT NULL,
	"year" smallint NOT NULL,
	"number" text,
	"code" text,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"object" text,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(coalesce(author, '') || ' ' || coalesce(object, '') || ' ' || coalesce(number, '') || ' ' || coalesce(code, '')))) STORED,
	"area_id" uuid,
	"city_ibge" integer,
	"uf" text,
	"lat" double precision,
	"lng" double precision,
	"institution_id" uuid,
	"modality" text,
	"agency" text,
	"indicated" bigint DEFAULT 0 NOT NULL,
	"approved" bigint DEFAULT 0 NOT NULL,
	"committed" bigint DEFAULT 0 NOT NULL,
	"liquidated" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"rap_registered" bigint DEFAULT 0 NOT NULL,
	"rap_cancelled" bigint DEFAULT 0 NOT NULL,
	"rap_paid" bigint DEFAULT 0 NOT NULL,
	"indicated_on" date,
	"approved_on" date,
	"committed_on" date,
	"liquidated_on" date,
	"paid_on" date,
	"status" text DEFAULT 'indicada' NOT NULL,
	"source_status" text,
	"commitment_number" text,
	"agreement_number" text,
	"sei_number" text,
	"indication_deadline" date,
	"work_plan_deadline" date,
	"accountability_deadline" date,
	"impediment_reason" text,
	"responsible_id" uuid,
	"synced_at" timestamp with time zone,
	"sync_source" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "amendment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"amendment_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amendment_demands" (
	"amendment_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "amendment_demands_amendment_id_demand_id_pk" PRIMARY KEY("amendment_id","demand_id")
);
--> statement-breakpoint
CREATE TABLE "amendment_citizens" (
	"amendment_id" uuid NOT NULL,
	"citizen_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "amendment_citizens_amendment_id_citizen_id_pk" PRIMARY KEY("amendment_id","citizen_id")
);
--> statement-breakpoint
CREATE TABLE "amendment_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"amendment_id" uuid NOT NULL,
	"user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amendment_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"groups" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"errors" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "amendment_parked_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"code" text NOT NULL,
	"year" smallint NOT NULL,
	"author" text NOT NULL,
	"kind" text NOT NULL,
	"city_ibge" integer,
	"money" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amendment_id" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demands" ADD COLUMN "institution_id" uuid
--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_city_ibge_municipalities_ibge_fk" FOREIGN KEY ("city_ibge") REFERENCES "public"."municipalities"("ibge") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_changes" ADD CONSTRAINT "amendment_changes_amendment_id_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."amendments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_changes" ADD CONSTRAINT "amendment_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_citizens" ADD CONSTRAINT "amendment_citizens_amendment_id_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."amendments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_citizens" ADD CONSTRAINT "amendment_citizens_citizen_id_citizens_id_fk" FOREIGN KEY ("citizen_id") REFERENCES "public"."citizens"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_comments" ADD CONSTRAINT "amendment_comments_amendment_id_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."amendments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_comments" ADD CONSTRAINT "amendment_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_demands" ADD CONSTRAINT "amendment_demands_amendment_id_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."amendments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_demands" ADD CONSTRAINT "amendment_demands_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_imports" ADD CONSTRAINT "amendment_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_imports" ADD CONSTRAINT "amendment_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_parked_rows" ADD CONSTRAINT "amendment_parked_rows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_parked_rows" ADD CONSTRAINT "amendment_parked_rows_import_id_amendment_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."amendment_imports"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_parked_rows" ADD CONSTRAINT "amendment_parked_rows_amendment_id_amendments_id_fk" FOREIGN KEY ("amendment_id") REFERENCES "public"."amendments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendment_parked_rows" ADD CONSTRAINT "amendment_parked_rows_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_city_ibge_municipalities_ibge_fk" FOREIGN KEY ("city_ibge") REFERENCES "public"."municipalities"("ibge") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "amendments" ADD CONSTRAINT "amendments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_cnpj_idx" ON "institutions" USING btree ("organization_id","cnpj") WHERE "institutions"."deleted_at" is null and "institutions"."cnpj" is not null;
--> statement-breakpoint
CREATE INDEX "institutions_org_name_idx" ON "institutions" USING btree ("organization_id","search_name") WHERE "institutions"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "institutions_search_name_idx" ON "institutions" USING gin ("search_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "amendment_changes_amendment_idx" ON "amendment_changes" USING btree ("amendment_id","created_at");
--> statement-breakpoint
CREATE INDEX "amendment_citizens_citizen_idx" ON "amendment_citizens" USING btree ("citizen_id");
--> statement-breakpoint
CREATE INDEX "amendment_comments_amendment_idx" ON "amendment_comments" USING btree ("amendment_id","created_at");
--> statement-breakpoint
CREATE INDEX "amendment_demands_demand_idx" ON "amendment_demands" USING btree ("demand_id");
--> statement-breakpoint
CREATE INDEX "amendment_imports_org_idx" ON "amendment_imports" USING btree ("organization_id","created_at");
--> statement-breakpoint
CREATE INDEX "amendment_parked_org_idx" ON "amendment_parked_rows" USING btree ("organization_id","status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "amendment_parked_code_idx" ON "amendment_parked_rows" USING btree ("organization_id","code");
--> statement-breakpoint
CREATE INDEX "amendments_org_year_idx" ON "amendments" USING btree ("organization_id","year","status","city_ibge","indicated","committed","paid") WHERE "amendments"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "amendments_org_status_idx" ON "amendments" USING btree ("organization_id","status","year") WHERE "amendments"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "amendments_org_city_idx" ON "amendments" USING btree ("organization_id","city_ibge","status","indicated","committed","paid") WHERE "amendments"."deleted_at" is null;
--> statement-breakpoint
CREATE INDEX "amendments_org_code_idx" ON "amendments" USING btree ("organization_id","code") WHERE "amendments"."deleted_at" is null and "amendments"."code" is not null;
--> statement-breakpoint
CREATE INDEX "amendments_institution_idx" ON "amendments" USING btree ("institution_id") WHERE "amendments"."institution_id" is not null;
--> statement-breakpoint
CREATE INDEX "amendments_search_text_idx" ON "amendments" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "demands_institution_idx" ON "demands" USING btree ("institution_id") WHERE "demands"."institution_id" is not null
