-- Sentiment and topic of a citizen's WhatsApp message, read by the office's AI in a background job
-- (a suggestion, shown as such), and the latest one on its chat for the SAC's badge and 'negativos primeiro'.
ALTER TABLE "chat_messages" ADD COLUMN "ai_sentiment" text;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "ai_topic" text;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "ai_classified_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "ai_sentiment" text;
