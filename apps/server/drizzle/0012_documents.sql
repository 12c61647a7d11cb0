CREATE TABLE "authorities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"name" text NOT NULL,
	"cargo" text NOT NULL,
	"organ" text,
	"type" text NOT NULL,
	"gender" text NOT NULL,
	"plain_federal" boolean DEFAULT false NOT NULL,
	"tratamento" text NOT NULL,
	"abbreviation" text NOT NULL,
	"vocativo" text NOT NULL,
	"addressing" text NOT NULL,
	"closing" text NOT NULL,
	"phone" text,
	"mobile" text,
	"email" text,
	"street" text,
	"cep" text,
	"city" text,
	"uf" text,
	"birthday" date,
	"assistant_name" text,
	"assistant_phone" text,
	"assistant_email" text,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(f_unaccent(name || ' ' || cargo || ' ' || coalesce(organ, '') || ' ' || coalesce(city, '')))) STORED,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "authorities_org_name_idx" ON "authorities" USING btree ("organization_id", lower(f_unaccent("name"))) WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "authorities_search_idx" ON "authorities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "document_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id"),
	"issuer" text DEFAULT 'GAB' NOT NULL,
	"city" text,
	"signer_name" text,
	"signer_cargo" text,
	"reply_days" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "document_templates_org_kind_idx" ON "document_templates" USING btree ("organization_id", "kind") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_default_idx" ON "document_templates" USING btree ("organization_id", "kind") WHERE "is_default" AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"kind" text NOT NULL,
	"number" integer,
	"year" smallint,
	"identifier" text,
	"subject" text DEFAULT '' NOT NULL,
	"search_subject" text GENERATED ALWAYS AS (lower(f_unaccent(subject || ' ' || coalesce(identifier, '') || ' ' || coalesce(recipient->>'name', '')))) STORED,
	"body_html" text DEFAULT '' NOT NULL,
	"authority_id" uuid REFERENCES "authorities"("id"),
	"recipient" jsonb NOT NULL,
	"signer_name" text DEFAULT '' NOT NULL,
	"signer_cargo" text DEFAULT '' NOT NULL,
	"demand_id" uuid REFERENCES "demands"("id") ON DELETE SET NULL,
	"citizen_id" uuid REFERENCES "citizens"("id") ON DELETE SET NULL,
	"occurrence_id" uuid REFERENCES "occurrences"("id") ON DELETE SET NULL,
	"document_date" date,
	"emitted_at" timestamp with time zone,
	"emitted_by" uuid REFERENCES "users"("id"),
	"reply_due_date" date,
	"answered_at" timestamp with time zone,
	"reply_notified_at" timestamp with time zone,
	"revision" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"unknown_fields" text[] DEFAULT '{}' NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"updated_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "documents_number_idx" ON "documents" USING btree ("organization_id", "kind", "year", "number") WHERE "number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_org_updated_idx" ON "documents" USING btree ("organization_id", "updated_at") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "documents_awaiting_idx" ON "documents" USING btree ("reply_due_date") WHERE "emitted_at" IS NOT NULL AND "answered_at" IS NULL AND "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "documents_demand_idx" ON "documents" USING btree ("demand_id") WHERE "demand_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_citizen_idx" ON "documents" USING btree ("citizen_id") WHERE "citizen_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_authority_idx" ON "documents" USING btree ("authority_id") WHERE "authority_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search_subject" gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
	"revision" integer NOT NULL,
	"reason" text,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_revision_idx" ON "document_versions" USING btree ("document_id", "revision");--> statement-breakpoint
CREATE TABLE "document_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
	"received_on" date NOT NULL,
	"text" text,
	"file_name" text,
	"content_type" text,
	"file_size" integer,
	"storage_key" text,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_replies_document_idx" ON "document_replies" USING btree ("document_id");--> statement-breakpoint
CREATE TABLE "document_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
	"to_email" text NOT NULL,
	"revision" integer NOT NULL,
	"sent_by" uuid REFERENCES "users"("id"),
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "document_sends_document_idx" ON "document_sends" USING btree ("document_id");--> statement-breakpoint
CREATE TABLE "law_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"house" text NOT NULL,
	"sigla" text NOT NULL,
	"description" text NOT NULL,
	"numbering" text DEFAULT 'ano' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "law_types_sigla_idx" ON "law_types" USING btree ("organization_id", "house", "sigla");--> statement-breakpoint
CREATE TABLE "laws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
	"type_id" uuid NOT NULL REFERENCES "law_types"("id"),
	"number" integer NOT NULL,
	"year" smallint NOT NULL,
	"ementa" text NOT NULL,
	"author" text,
	"co_authors" text,
	"own_work" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'apresentada' NOT NULL,
	"house_status" text,
	"presented_on" date,
	"status_on" date,
	"full_text" text,
	"link" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"demand_id" uuid REFERENCES "demands"("id") ON DELETE SET NULL,
	"search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('portuguese'::regconfig, f_unaccent(coalesce(ementa, '') || ' ' || coalesce(full_text, '')))) STORED,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "laws_number_idx" ON "laws" USING btree ("organization_id", "type_id", "year", "number") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "laws_org_year_idx" ON "laws" USING btree ("organization_id", "year", "number") WHERE "deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "laws_search_idx" ON "laws" USING gin ("search_vector");
