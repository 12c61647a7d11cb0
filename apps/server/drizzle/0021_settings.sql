-- Configurações: the office's time zone and accent colour, and each user's colour scheme (claro/escuro/automático).
ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "accent_color" text DEFAULT 'blue' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "color_scheme" text DEFAULT 'light' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_color_scheme_check" CHECK ("color_scheme" in ('light', 'dark', 'auto'));
