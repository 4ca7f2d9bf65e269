CREATE TABLE "reward_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"reward_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "starts_on" date;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "ends_on" date;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "uses_per_member" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "partner_pin_hash" text;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_codes" ADD CONSTRAINT "reward_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_codes_code_unique" ON "reward_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "reward_codes_member_idx" ON "reward_codes" USING btree ("user_id","reward_id");--> statement-breakpoint
CREATE INDEX "reward_codes_used_idx" ON "reward_codes" USING btree ("used_at") WHERE "reward_codes"."used_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_uses_positive" CHECK ("rewards"."uses_per_member" IS NULL OR "rewards"."uses_per_member" > 0);