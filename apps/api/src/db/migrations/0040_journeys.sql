ALTER TYPE "public"."ledger_reason" ADD VALUE 'journey_offer';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'birthday';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'reminder';--> statement-breakpoint
CREATE TABLE "journey_occasions" (
	"user_id" uuid NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"journey" text NOT NULL,
	"occasion" text NOT NULL,
	"outcome" text NOT NULL,
	"day" date NOT NULL,
	"notification_id" uuid,
	"opened_at" timestamp with time zone,
	"offer_points" integer DEFAULT 0 NOT NULL,
	"offer_expires_at" timestamp with time zone,
	"offer_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_occasions_user_id_journey_occasion_pk" PRIMARY KEY("user_id","journey","occasion")
);
--> statement-breakpoint
CREATE INDEX "journey_occasions_journey_created_idx" ON "journey_occasions" USING btree ("journey","created_at");--> statement-breakpoint
CREATE INDEX "journey_occasions_user_day_idx" ON "journey_occasions" USING btree ("user_id","day");