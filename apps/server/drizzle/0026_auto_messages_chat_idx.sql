-- The WhatsApp queue asks, per outgoing message, whether it is an automatic message (to check consent again).
CREATE INDEX "auto_messages_chat_message_idx" ON "auto_messages" USING btree ("chat_message_id") WHERE "chat_message_id" is not null;
