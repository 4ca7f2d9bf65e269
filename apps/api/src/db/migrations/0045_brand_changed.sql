-- Every instance keeps the brand in memory (the page's head, the manifest, the mails); this
-- announces each change of it at commit, as 0008 does for the stations.
CREATE FUNCTION brand_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brand_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER brand_changed AFTER INSERT OR UPDATE ON app_settings
  FOR EACH ROW WHEN (NEW.key = 'brand') EXECUTE FUNCTION brand_notify_change();
