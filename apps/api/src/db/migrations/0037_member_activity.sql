CREATE TABLE "member_activity" (
	"user_id" uuid PRIMARY KEY NOT NULL CONSTRAINT "member_activity_user_id_users_id_fk" REFERENCES "public"."users"("id") ON DELETE cascade,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"wash_days" integer NOT NULL,
	"usual_interval" double precision
);
--> statement-breakpoint
CREATE TABLE "member_months" (
	"user_id" uuid NOT NULL CONSTRAINT "member_months_user_id_users_id_fk" REFERENCES "public"."users"("id") ON DELETE cascade,
	"month" date NOT NULL,
	CONSTRAINT "member_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "member_weeks" (
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL CONSTRAINT "member_weeks_user_id_users_id_fk" REFERENCES "public"."users"("id") ON DELETE cascade,
	CONSTRAINT "member_weeks_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE INDEX "member_activity_first_day_idx" ON "member_activity" USING btree ("first_day");--> statement-breakpoint
CREATE INDEX "member_weeks_user_idx" ON "member_weeks" USING btree ("user_id");--> statement-breakpoint
-- Statistics → « Fidélité » (docs/decisions/0027): each member's wash rhythm, weeks and
-- months, read from these tables instead of every wash ever made. Triggers on washes keep
-- them whatever path writes (a wash, an operator's removal, a deleted account), once per
-- statement for the members it touched: each member's rows are computed again from their
-- own washes (a few dozen rows through washes_user_created_idx).
CREATE FUNCTION refresh_member_activity(members uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(members) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM member_activity WHERE user_id = ANY(members);
  INSERT INTO member_activity (user_id, first_day, last_day, wash_days, usual_interval)
    SELECT user_id, min(day), max(day), count(*)::int,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY gap)
    FROM (
      SELECT user_id, day, day - lag(day) OVER (PARTITION BY user_id ORDER BY day) AS gap
      FROM (SELECT DISTINCT user_id, day FROM washes WHERE user_id = ANY(members)) AS wash_days
    ) AS gaps
    GROUP BY user_id;
  DELETE FROM member_weeks WHERE user_id = ANY(members);
  INSERT INTO member_weeks (week_start, user_id)
    SELECT DISTINCT day - (extract(isodow FROM day)::int - 1), user_id FROM washes
    WHERE user_id = ANY(members);
  DELETE FROM member_months WHERE user_id = ANY(members);
  INSERT INTO member_months (user_id, month)
    SELECT DISTINCT user_id, date_trunc('month', day)::date FROM washes WHERE user_id = ANY(members);
END $$;
--> statement-breakpoint
CREATE FUNCTION member_activity_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_member_activity(ARRAY(SELECT DISTINCT user_id FROM new_washes));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_activity_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A deleted account's rows went with it (ON DELETE CASCADE): only members still here.
  PERFORM refresh_member_activity(ARRAY(
    SELECT DISTINCT o.user_id FROM old_washes o WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_activity_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Most updates (a review reason, a receipt) move no wash to another day or member.
  PERFORM refresh_member_activity(ARRAY(
    SELECT o.user_id FROM old_washes o JOIN new_washes n ON n.id = o.id
      WHERE o.day IS DISTINCT FROM n.day OR o.user_id IS DISTINCT FROM n.user_id
    UNION
    SELECT n.user_id FROM old_washes o JOIN new_washes n ON n.id = o.id
      WHERE o.day IS DISTINCT FROM n.day OR o.user_id IS DISTINCT FROM n.user_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER washes_member_activity_insert AFTER INSERT ON washes
  REFERENCING NEW TABLE AS new_washes FOR EACH STATEMENT EXECUTE FUNCTION member_activity_after_insert();
--> statement-breakpoint
CREATE TRIGGER washes_member_activity_delete AFTER DELETE ON washes
  REFERENCING OLD TABLE AS old_washes FOR EACH STATEMENT EXECUTE FUNCTION member_activity_after_delete();
--> statement-breakpoint
CREATE TRIGGER washes_member_activity_update AFTER UPDATE ON washes
  REFERENCING OLD TABLE AS old_washes NEW TABLE AS new_washes
  FOR EACH STATEMENT EXECUTE FUNCTION member_activity_after_update();
--> statement-breakpoint
-- The washes already made.
SELECT refresh_member_activity(ARRAY(SELECT id FROM users WHERE EXISTS (
  SELECT 1 FROM washes w WHERE w.user_id = users.id)));
