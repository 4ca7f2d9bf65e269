-- A station's history follows it by id, not by name (docs/decisions/0035). The Google review
-- bonus and its revocation were keyed by the station's name (`google_review:<user>:<name>`),
-- which a rename does not touch: the history kept the old name, and a member already paid
-- for a station was paid again under its new name. Announcements and campaigns named their
-- stations as text, and stopped finding them after a rename.
--
-- The names each station went by, and when: one span per name, from the rename before it
-- (or the station's creation, or always) to the rename that ended it (the journal keeps each
-- rename with the station's fields before and after), the current name to this day. A row
-- names a station as it was called at the row's time.
CREATE TEMP TABLE station_name_spans AS
WITH renames AS (
  SELECT a.target_id AS id, a.details -> 'before' ->> 'name' AS before_name, a.created_at
  FROM audit_log a
  WHERE a.action = 'station.update'
    AND a.target_id IN (SELECT id FROM stations)
    AND a.details -> 'before' ->> 'name' IS NOT NULL
    AND a.details -> 'before' ->> 'name' IS DISTINCT FROM a.details -> 'after' ->> 'name'
), created AS (
  SELECT a.target_id AS id, min(a.created_at) AS at
  FROM audit_log a WHERE a.action = 'station.create' GROUP BY a.target_id
), spans AS (
  SELECT r.id, r.before_name AS name,
    lag(r.created_at) OVER (PARTITION BY r.id ORDER BY r.created_at) AS valid_from,
    r.created_at AS valid_until
  FROM renames r
  UNION ALL
  SELECT s.id, s.name, (SELECT max(r.created_at) FROM renames r WHERE r.id = s.id), NULL
  FROM stations s
)
SELECT spans.id, spans.name, coalesce(spans.valid_from, created.at) AS valid_from, spans.valid_until
FROM spans LEFT JOIN created ON created.id = spans.id;
--> statement-breakpoint
-- The station a name meant at an instant: the span that held it then, else the latest holder.
CREATE FUNCTION pg_temp.station_named(wanted text, at timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT id FROM station_name_spans
  WHERE name = wanted
  ORDER BY ((valid_from IS NULL OR at >= valid_from) AND (valid_until IS NULL OR at < valid_until)) DESC,
    valid_until DESC NULLS FIRST
  LIMIT 1
$$;
--> statement-breakpoint
-- Review bonuses and their revocations: the station's id on the row and in the key. A member
-- paid twice for one station (before and after a rename) keeps both rows, the second under a
-- key of its own, so that the history stays whole and no third payment can follow.
WITH named AS (
  SELECT l.id, l.user_id, l.reason, l.created_at,
    pg_temp.station_named(
      CASE WHEN l.reason::text = 'google_review'
        THEN substring(l.idempotency_key FROM length('google_review:' || l.user_id::text || ':') + 1)
        ELSE l.reference END,
      l.created_at) AS station_id
  FROM points_ledger l
  -- As text: 'review_revoked' may have joined the enum in this same upgrade's transaction.
  WHERE l.reason::text IN ('google_review', 'review_revoked')
), ranked AS (
  SELECT named.*, row_number() OVER (PARTITION BY user_id, reason, station_id ORDER BY created_at, id) AS nth
  FROM named WHERE station_id IS NOT NULL
)
UPDATE points_ledger l
SET station_id = ranked.station_id,
  reference = CASE WHEN l.reason::text = 'review_revoked' THEN ranked.station_id ELSE l.reference END,
  idempotency_key = l.reason::text || ':' || l.user_id::text || ':' || ranked.station_id
    || CASE WHEN ranked.nth > 1 THEN ':' || l.id::text ELSE '' END
FROM ranked
WHERE l.id = ranked.id;
--> statement-breakpoint
-- Only washes, shares and removals count in the statistics' days: a review bonus now names
-- its station too, and adds nothing there.
DROP TRIGGER station_days_points_insert ON points_ledger;
--> statement-breakpoint
DROP TRIGGER station_days_points_delete ON points_ledger;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER station_days_points_insert AFTER INSERT ON points_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.station_id IS NOT NULL AND NEW.reason::text IN ('wash', 'share', 'wash_removed'))
  EXECUTE FUNCTION station_days_count_points();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER station_days_points_delete AFTER DELETE ON points_ledger
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.station_id IS NOT NULL AND OLD.reason::text IN ('wash', 'share', 'wash_removed'))
  EXECUTE FUNCTION station_days_count_points();
--> statement-breakpoint
-- Announcements: the station as it was called when the announcement was written, by its
-- name today, then held to it like a wash's (a rename follows).
UPDATE announcements a SET station = s.name
FROM stations s
WHERE a.station IS NOT NULL
  AND s.id = pg_temp.station_named(a.station, a.created_at)
  AND s.name <> a.station;
--> statement-breakpoint
-- contract: v3.0.0 writes an announcement's station only once it has checked that an open
-- station has that name, which the key accepts; it never renames a station. NOT VALID: a
-- name no station ever had (none is expected) stays as it was written.
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_station_stations_name_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("name") ON DELETE no action ON UPDATE cascade NOT VALID;
--> statement-breakpoint
-- Campaigns: a list of names cannot hold a foreign key. Each name is made today's (as it was
-- meant when the campaign was made), and a rename rewrites the lists in its own transaction,
-- as ON UPDATE CASCADE does for a column.
UPDATE campaigns c SET stations = ARRAY(
  SELECT coalesce((SELECT s.name FROM stations s WHERE s.id = pg_temp.station_named(n.name, c.created_at)), n.name)
  FROM unnest(c.stations) WITH ORDINALITY AS n(name, position)
  ORDER BY n.position)
WHERE cardinality(c.stations) > 0;
--> statement-breakpoint
CREATE FUNCTION stations_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE campaigns SET stations = array_replace(stations, OLD.name, NEW.name) WHERE OLD.name = ANY (stations);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stations_renamed AFTER UPDATE OF name ON stations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION stations_renamed();
--> statement-breakpoint
-- The member cards in Apple Wallet show the stations (their names, where they are): a change
-- there, or a new station, gives every pass a new tag, and each device holding one a push to fetch it again.
CREATE FUNCTION wallet_stations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  queued integer;
BEGIN
  UPDATE wallet_passes SET tag = nextval('wallet_passes_tag_seq'), updated_at = now();
  INSERT INTO wallet_jobs (kind, target, payload, next_attempt_at)
  SELECT DISTINCT 'apns', r.push_token, '{}'::jsonb, 'epoch'::timestamptz
  FROM wallet_registrations r
  WHERE NOT EXISTS (SELECT 1 FROM wallet_jobs j WHERE j.kind = 'apns' AND j.target = r.push_token AND j.attempts = 0);
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN PERFORM pg_notify('wallet_jobs', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stations_wallet_changed AFTER UPDATE OF name, latitude, longitude, open ON stations
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.latitude IS DISTINCT FROM NEW.latitude
    OR OLD.longitude IS DISTINCT FROM NEW.longitude OR OLD.open IS DISTINCT FROM NEW.open)
  EXECUTE FUNCTION wallet_stations_changed();
--> statement-breakpoint
CREATE TRIGGER stations_wallet_added AFTER INSERT ON stations
  FOR EACH ROW EXECUTE FUNCTION wallet_stations_changed();
--> statement-breakpoint
DROP FUNCTION pg_temp.station_named(text, timestamptz);
--> statement-breakpoint
DROP TABLE station_name_spans;
