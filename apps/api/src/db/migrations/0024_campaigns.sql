CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stations" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"from_minute" integer,
	"to_minute" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind_known" CHECK ("campaigns"."kind" IN ('multiplier', 'bonus')),
	CONSTRAINT "campaigns_range" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "campaign_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "campaign_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_ends_idx" ON "campaigns" USING btree ("ends_at");