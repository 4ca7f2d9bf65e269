-- Statistics → « Fidélité » at scale (decision 0027): each member month carries the month
-- of the member's first wash, so the cohort grid groups member_months alone instead of
-- joining every row to member_activity. Nullable (a release running beside may not know
-- it), but the function below, the only writer, always fills it.
ALTER TABLE "member_months" ADD COLUMN "cohort" date;--> statement-breakpoint
UPDATE "member_months" m SET "cohort" = first.month
  FROM (SELECT user_id, min(month) AS month FROM "member_months" GROUP BY user_id) AS first
  WHERE first.user_id = m.user_id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_member_activity(members uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
  INSERT INTO member_months (user_id, month, cohort)
    SELECT user_id, month, min(month) OVER (PARTITION BY user_id)
    FROM (SELECT DISTINCT user_id, date_trunc('month', day)::date AS month
          FROM washes WHERE user_id = ANY(members)) AS months;
END $$;
