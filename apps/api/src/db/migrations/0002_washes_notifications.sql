CREATE TYPE "public"."notification_type" AS ENUM('streak', 'level_up', 'referral', 'reward', 'ranking', 'other');--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "notification_type" NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "washes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"station" text NOT NULL,
	"wash_type" text NOT NULL,
	"day" date NOT NULL,
	"daily_index" integer NOT NULL,
	"points_earned" integer NOT NULL,
	"bonus_applied" text[] NOT NULL,
	"photo_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"photo_hash" text NOT NULL,
	"hash_band0" integer NOT NULL,
	"hash_band1" integer NOT NULL,
	"hash_band2" integer NOT NULL,
	"hash_band3" integer NOT NULL,
	"social_shared" boolean DEFAULT false NOT NULL,
	"social_platform" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "washes_daily_index_range" CHECK ("washes"."daily_index" BETWEEN 1 AND 3),
	CONSTRAINT "washes_type_known" CHECK ("washes"."wash_type" IN ('standard', 'premium'))
);
--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "offers_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_wash_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "week_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_wash_week" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "longest_week_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washes" ADD CONSTRAINT "washes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "washes" ADD CONSTRAINT "washes_station_stations_name_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "washes_user_station_day_unique" ON "washes" USING btree ("user_id","station","day");--> statement-breakpoint
CREATE UNIQUE INDEX "washes_user_day_index_unique" ON "washes" USING btree ("user_id","day","daily_index");--> statement-breakpoint
CREATE INDEX "washes_created_idx" ON "washes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "washes_user_created_idx" ON "washes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "washes_band0_idx" ON "washes" USING btree ("hash_band0","created_at");--> statement-breakpoint
CREATE INDEX "washes_band1_idx" ON "washes" USING btree ("hash_band1","created_at");--> statement-breakpoint
CREATE INDEX "washes_band2_idx" ON "washes" USING btree ("hash_band2","created_at");--> statement-breakpoint
CREATE INDEX "washes_band3_idx" ON "washes" USING btree ("hash_band3","created_at");