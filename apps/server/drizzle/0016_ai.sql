-- Inteligência Artificial (issue 20): the office's provider settings (key encrypted at rest) and the log of
-- every call (who, feature, model, tokens, duration, outcome; never the texts sent or received).
CREATE TABLE "ai_settings" (
  "organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id"),
  "provider" text DEFAULT 'off' NOT NULL,
  "base_url" text,
  "model" text,
  "api_key_encrypted" text,
  "monthly_token_limit" integer NOT NULL,
  "updated_by" uuid REFERENCES "users"("id"),
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ai_settings_provider_check" CHECK ("provider" IN ('off', 'demo', 'openai')),
  CONSTRAINT "ai_settings_limit_check" CHECK ("monthly_token_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_calls" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
  "user_id" uuid REFERENCES "users"("id"),
  "feature" text NOT NULL,
  "provider" text NOT NULL,
  "model" text NOT NULL,
  "prompt_tokens" integer DEFAULT 0 NOT NULL,
  "completion_tokens" integer DEFAULT 0 NOT NULL,
  "total_tokens" integer DEFAULT 0 NOT NULL,
  "duration_ms" integer DEFAULT 0 NOT NULL,
  "status" text NOT NULL,
  "error_code" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_calls_org_created_idx" ON "ai_calls" ("organization_id", "created_at" DESC);
