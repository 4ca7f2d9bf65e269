ALTER TABLE "washes" ADD COLUMN "car_score" real;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "car_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "car_check_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "car_check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The washes recorded before the detector are not judged (no score): none waits for it.
UPDATE "washes" SET "car_checked_at" = "created_at";--> statement-breakpoint
CREATE INDEX "washes_car_check_waiting_idx" ON "washes" USING btree ("created_at") WHERE "washes"."car_checked_at" IS NULL;