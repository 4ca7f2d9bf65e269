ALTER TYPE "public"."ledger_reason" ADD VALUE 'joker_purchase';--> statement-breakpoint
CREATE TABLE "streak_joker_uses" (
	"user_id" uuid NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"week" date NOT NULL,
	"streak_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_joker_uses_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_jokers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The joker job looks only at members holding one whose streak needs it.
CREATE INDEX "users_streak_jokers_idx" ON "users" ("last_wash_week") WHERE "streak_jokers" > 0 AND "week_streak" > 0;
