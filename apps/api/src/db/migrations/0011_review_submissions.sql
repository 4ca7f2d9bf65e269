CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "review_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"station" text NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"screenshot_key" text NOT NULL,
	"screenshot_hash" bigint NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"admin_notes" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_submissions" ADD CONSTRAINT "review_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_submissions" ADD CONSTRAINT "review_submissions_station_stations_name_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "review_submissions_user_idx" ON "review_submissions" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "review_submissions_pending_idx" ON "review_submissions" USING btree ("submitted_at") WHERE "review_submissions"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "review_submissions_one_pending" ON "review_submissions" USING btree ("user_id","station") WHERE "review_submissions"."status" = 'pending';