-- A WhatsApp campaign message is marked just before it goes to the Cloud API: after a crash, the recipients
-- whose send had not started go back to the queue, and only the one in flight is left unsent (never twice).
ALTER TABLE "campaign_recipients" ADD COLUMN "send_started_at" timestamp with time zone;
