-- 'Gerar ofício' from an emenda (issue 18): a document may point at the emenda it was written for, so the
-- emenda's record lists its ofícios and the template's {{emenda.*}} fields are filled from it.
ALTER TABLE "documents" ADD COLUMN "amendment_id" uuid REFERENCES "amendments"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "documents_amendment_idx" ON "documents" ("amendment_id") WHERE "amendment_id" IS NOT NULL;
--> statement-breakpoint
-- Anexos de emendas (issue 17): the same rules and folder as the demandas' anexos.
CREATE TABLE "amendment_attachments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL,
  "amendment_id" uuid NOT NULL REFERENCES "amendments"("id") ON DELETE CASCADE,
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "size" integer NOT NULL,
  "storage_key" text NOT NULL,
  "uploaded_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "amendment_attachments_amendment_idx" ON "amendment_attachments" ("amendment_id");
