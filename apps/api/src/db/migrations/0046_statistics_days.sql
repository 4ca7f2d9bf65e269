CREATE TABLE "station_days" (
	"day" date NOT NULL,
	"station_id" text NOT NULL CONSTRAINT "station_days_station_id_stations_id_fk" REFERENCES "public"."stations"("id") ON DELETE cascade,
	"washes" integer DEFAULT 0 NOT NULL,
	"hours" integer[] DEFAULT array_fill(0, ARRAY[24]) NOT NULL,
	"wash_points" integer DEFAULT 0 NOT NULL,
	"share_points" integer DEFAULT 0 NOT NULL,
	"removed_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "station_days_day_station_id_pk" PRIMARY KEY("day","station_id")
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "station_id" text;
--> statement-breakpoint
-- Statistics over many stations (docs/decisions/0032): washes and their points per Zurich
-- day and station, kept by triggers whatever path writes (a wash, a share, an operator's
-- removal, a deleted account). The counters of today's row at a busy station are shared by
-- every wash there, so they are added at commit (deferred triggers): the row is locked for
-- the commit only, not for the rest of the wash's transaction. A wash's day, time and
-- station never change (a new name keeps the station's id), so inserts and deletes suffice.
CREATE FUNCTION points_ledger_station() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.station_id IS NULL AND NEW.reason IN ('wash', 'share') THEN
    SELECT s.id INTO NEW.station_id FROM washes w JOIN stations s ON s.name = w.station
      WHERE w.id = NEW.reference::uuid;
  ELSIF NEW.station_id IS NULL AND NEW.reason = 'wash_removed' THEN
    -- The wash is gone by now: its own ledger row still names the station.
    SELECT station_id INTO NEW.station_id FROM points_ledger WHERE idempotency_key = 'wash:' || NEW.reference;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_station BEFORE INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_station();
--> statement-breakpoint
CREATE FUNCTION station_days_count_wash() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wash washes%ROWTYPE;
  step integer;
  station text;
  slot integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    wash := NEW;
    step := 1;
  ELSE
    wash := OLD;
    step := -1;
  END IF;
  SELECT id INTO station FROM stations WHERE name = wash.station;
  IF station IS NULL THEN
    RETURN NULL;
  END IF;
  slot := extract(hour FROM wash.created_at AT TIME ZONE 'Europe/Zurich')::int + 1;
  INSERT INTO station_days AS d (day, station_id, washes, hours)
    VALUES (wash.day, station, step,
      ARRAY(SELECT CASE WHEN h = slot THEN step ELSE 0 END FROM generate_series(1, 24) AS h ORDER BY h))
    ON CONFLICT (day, station_id) DO UPDATE SET washes = d.washes + step, hours[slot] = d.hours[slot] + step;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER station_days_wash_insert AFTER INSERT ON washes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION station_days_count_wash();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER station_days_wash_delete AFTER DELETE ON washes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION station_days_count_wash();
--> statement-breakpoint
CREATE FUNCTION station_days_count_points() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry points_ledger%ROWTYPE;
  points integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    entry := NEW;
    points := NEW.delta;
  ELSE
    entry := OLD;
    points := -OLD.delta;
  END IF;
  INSERT INTO station_days AS d (day, station_id, wash_points, share_points, removed_points)
    VALUES ((entry.created_at AT TIME ZONE 'Europe/Zurich')::date, entry.station_id,
      CASE WHEN entry.reason = 'wash' THEN points ELSE 0 END,
      CASE WHEN entry.reason = 'share' THEN points ELSE 0 END,
      CASE WHEN entry.reason = 'wash_removed' THEN points ELSE 0 END)
    ON CONFLICT (day, station_id) DO UPDATE SET wash_points = d.wash_points + excluded.wash_points,
      share_points = d.share_points + excluded.share_points,
      removed_points = d.removed_points + excluded.removed_points;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER station_days_points_insert AFTER INSERT ON points_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.station_id IS NOT NULL)
  EXECUTE FUNCTION station_days_count_points();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER station_days_points_delete AFTER DELETE ON points_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.station_id IS NOT NULL)
  EXECUTE FUNCTION station_days_count_points();
--> statement-breakpoint
-- What exists already (the triggers above hold the tables: nothing is written meanwhile).
UPDATE points_ledger l SET station_id = s.id FROM washes w JOIN stations s ON s.name = w.station
  WHERE l.reason IN ('wash', 'share') AND w.id = CASE WHEN l.reason IN ('wash', 'share') THEN l.reference::uuid END;
--> statement-breakpoint
UPDATE points_ledger l SET station_id = paid.station_id FROM points_ledger paid
  WHERE l.reason = 'wash_removed' AND paid.idempotency_key = 'wash:' || l.reference AND paid.station_id IS NOT NULL;
--> statement-breakpoint
WITH per_hour AS (
  SELECT w.day, s.id AS station_id, extract(hour FROM w.created_at AT TIME ZONE 'Europe/Zurich')::int AS hour,
    count(*)::int AS n
  FROM washes w JOIN stations s ON s.name = w.station GROUP BY 1, 2, 3
)
INSERT INTO station_days (day, station_id, washes, hours)
  SELECT k.day, k.station_id, coalesce(sum(p.n), 0)::int, array_agg(coalesce(p.n, 0) ORDER BY h.hour)
  FROM (SELECT DISTINCT day, station_id FROM per_hour) AS k
  CROSS JOIN generate_series(0, 23) AS h(hour)
  LEFT JOIN per_hour p ON p.day = k.day AND p.station_id = k.station_id AND p.hour = h.hour
  GROUP BY k.day, k.station_id;
--> statement-breakpoint
INSERT INTO station_days AS d (day, station_id, wash_points, share_points, removed_points)
  SELECT (created_at AT TIME ZONE 'Europe/Zurich')::date, station_id,
    coalesce(sum(delta) FILTER (WHERE reason = 'wash'), 0)::int,
    coalesce(sum(delta) FILTER (WHERE reason = 'share'), 0)::int,
    coalesce(sum(delta) FILTER (WHERE reason = 'wash_removed'), 0)::int
  FROM points_ledger WHERE station_id IS NOT NULL GROUP BY 1, 2
  ON CONFLICT (day, station_id) DO UPDATE SET wash_points = excluded.wash_points,
    share_points = excluded.share_points, removed_points = excluded.removed_points;
--> statement-breakpoint
CREATE INDEX "points_ledger_bonus_members_idx" ON "points_ledger" USING btree ("reason","user_id") WHERE "points_ledger"."reason" IN ('share', 'google_review');
--> statement-breakpoint
CREATE INDEX "washes_day_station_user_idx" ON "washes" USING btree ("day","station","user_id");
--> statement-breakpoint
CREATE INDEX "points_ledger_created_points_idx" ON "points_ledger" USING btree ("created_at","reason","delta");
--> statement-breakpoint
CREATE INDEX "washes_station_day_user_idx" ON "washes" USING btree ("station","day","user_id");
