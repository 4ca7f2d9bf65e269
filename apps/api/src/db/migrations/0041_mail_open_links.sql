ALTER TABLE "mail_links" ADD COLUMN "journey" text;--> statement-breakpoint
ALTER TABLE "mail_links" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "mail_links" ADD COLUMN "open_path" text;