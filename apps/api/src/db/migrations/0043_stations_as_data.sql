ALTER TABLE "stations" ADD COLUMN "open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "photo_key" text;