-- Tutorial (issue 20): who hid the first-login checklist from their dashboard (per user).
CREATE TABLE IF NOT EXISTS "tutorial_dismissals" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organizations"("id"),
  "dismissed_at" timestamp with time zone DEFAULT now() NOT NULL
);
