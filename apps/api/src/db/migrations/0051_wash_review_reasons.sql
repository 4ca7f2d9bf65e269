ALTER TABLE "washes" ADD COLUMN "review_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A wash listed before the column: its one reason.
UPDATE "washes" SET "review_reasons" = ARRAY["review_reason"] WHERE "review_reason" IS NOT NULL;
