-- Login throttle counters (failed logins per account + address, per account, per address; reset e-mails per
-- address) when there is no Redis: kept in the database so a restart does not clear them and every instance
-- on one database shares them. A row past expires_at counts as absent and is overwritten or purged.
CREATE TABLE login_attempts (
  key text PRIMARY KEY,
  count integer NOT NULL,
  first_at timestamptz NOT NULL,
  last_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX login_attempts_expires_idx ON login_attempts (expires_at);
