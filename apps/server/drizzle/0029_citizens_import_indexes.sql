-- Issue 15: indexes every imported citizen paid for and no query needs. Live CPFs and títulos are looked up in
-- their unique indexes (every such query says deleted_at is null); the list's CPF search in the trash gets a
-- small index of deleted rows only; birthdays use citizens_org_birthday_name_idx; nothing reads import_id.
DROP INDEX IF EXISTS "citizens_org_cpf_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "citizens_org_cpf_deleted_idx" ON "citizens" USING btree ("organization_id","cpf") WHERE "citizens"."cpf" is not null and "citizens"."deleted_at" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "citizens_org_title_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "citizens_org_birthday_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "citizens_import_idx";
