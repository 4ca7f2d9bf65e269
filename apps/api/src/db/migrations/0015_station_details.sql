ALTER TABLE "stations" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "address" text DEFAULT '' NOT NULL;