DROP INDEX "chat_messages_visible_idx";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "deleted_by" text;--> statement-breakpoint
CREATE INDEX "chat_messages_visible_idx" ON "chat_messages" USING btree ("id") WHERE "chat_messages"."hidden_at" is null and "chat_messages"."deleted_at" is null;