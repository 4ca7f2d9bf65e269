-- Every instance keeps the station list in memory; this announces each change at commit.
CREATE FUNCTION stations_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stations_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stations_changed AFTER INSERT OR UPDATE OR DELETE ON stations
  FOR EACH STATEMENT EXECUTE FUNCTION stations_notify_change();
