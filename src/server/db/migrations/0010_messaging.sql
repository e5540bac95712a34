ALTER TABLE "messages" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "email_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_idempotency_idx" ON "messages" USING btree ("sender_id","idempotency_key") WHERE "messages"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_unread_conversation_idx" ON "messages" USING btree ("receiver_id","conversation_id") WHERE NOT "messages"."is_read";--> statement-breakpoint
CREATE INDEX "messages_mail_due_idx" ON "messages" USING btree ("created_at") WHERE NOT "messages"."is_read" AND NOT "messages"."email_checked";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_conversation_idx" ON "notifications" USING btree ("user_id",("data" ->> 'conversationId')) WHERE "notifications"."type" = 'message_received' AND NOT "notifications"."is_read";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_idempotency_length" CHECK (char_length("messages"."idempotency_key") BETWEEN 1 AND 200);