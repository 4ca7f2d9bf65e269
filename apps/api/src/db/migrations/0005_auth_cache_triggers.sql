-- Every instance keeps signed-in users and their sessions in memory (docs/decisions/0010).
-- These triggers announce each change that could make such a copy stale, whichever code
-- path or instance made it: NOTIFY is delivered at commit, to every listening instance.
CREATE FUNCTION auth_cache_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_cache', 'u:' || OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('auth_cache', 'u:' || NEW.id::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_auth_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify_user();
--> statement-breakpoint
CREATE FUNCTION auth_cache_notify_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('auth_cache', 'u:' || OLD.user_id::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('auth_cache', 'u:' || NEW.user_id::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The unread count is part of the signed-in user as /api/auth/me answers it.
CREATE TRIGGER notifications_auth_cache AFTER INSERT OR UPDATE OR DELETE ON notifications
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify_owner();
--> statement-breakpoint
CREATE FUNCTION auth_cache_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_cache', 's:' || OLD.token_hash);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION auth_cache_notify_session();
