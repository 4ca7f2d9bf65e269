CREATE TABLE "period_points" (
	"period" text NOT NULL,
	"starts_on" date NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	CONSTRAINT "period_points_period_starts_on_user_id_pk" PRIMARY KEY("period","starts_on","user_id"),
	CONSTRAINT "period_points_period_known" CHECK ("period_points"."period" IN ('week', 'month'))
);
--> statement-breakpoint
DROP INDEX "users_total_points_idx";--> statement-breakpoint
ALTER TABLE "period_points" ADD CONSTRAINT "period_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "period_points_board_idx" ON "period_points" USING btree ("period","starts_on","points","user_id");--> statement-breakpoint
CREATE INDEX "users_total_points_idx" ON "users" USING btree ("total_points","id");--> statement-breakpoint
-- Backfill from the ledger: Zurich weeks start on Monday, as date_trunc('week') does.
INSERT INTO "period_points" ("period", "starts_on", "user_id", "points")
SELECT 'week', date_trunc('week', "created_at" AT TIME ZONE 'Europe/Zurich')::date, "user_id", sum("delta")::int
FROM "points_ledger" GROUP BY 2, 3
UNION ALL
SELECT 'month', date_trunc('month', "created_at" AT TIME ZONE 'Europe/Zurich')::date, "user_id", sum("delta")::int
FROM "points_ledger" GROUP BY 2, 3;
