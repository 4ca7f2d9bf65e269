-- Every instance keeps the boards in memory (docs/decisions/0026). These triggers announce,
-- at commit and to every listening instance, each change a board shows, whichever code
-- path made it: a member's total, role or public face; a week's or month's sum; the washes
-- of the live ranking. Payloads carry the new values, so applying one twice is harmless.
CREATE FUNCTION board_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('board_changes', 'd:' || OLD.id::text);
    RETURN OLD;
  END IF;
  PERFORM pg_notify('board_changes',
    'u:' || NEW.id::text || ':' || NEW.total_points::text || ':' || CASE WHEN NEW.is_admin THEN 't' ELSE 'f' END);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_board_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.total_points IS DISTINCT FROM NEW.total_points
     OR OLD.is_admin IS DISTINCT FROM NEW.is_admin
     OR OLD.name IS DISTINCT FROM NEW.name
     OR OLD.pseudo IS DISTINCT FROM NEW.pseudo
     OR OLD.profile_photo IS DISTINCT FROM NEW.profile_photo
     OR OLD.picture IS DISTINCT FROM NEW.picture
     OR OLD.level IS DISTINCT FROM NEW.level
     OR OLD.wash_streak IS DISTINCT FROM NEW.wash_streak
     OR OLD.last_wash_day IS DISTINCT FROM NEW.last_wash_day
     OR OLD.total_washes IS DISTINCT FROM NEW.total_washes)
  EXECUTE FUNCTION board_notify_user();
--> statement-breakpoint
-- A new operator (a new member has no points yet: nothing to announce).
CREATE TRIGGER users_board_insert AFTER INSERT ON users FOR EACH ROW WHEN (NEW.is_admin)
  EXECUTE FUNCTION board_notify_user();
--> statement-breakpoint
CREATE TRIGGER users_board_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION board_notify_user();
--> statement-breakpoint
CREATE FUNCTION board_notify_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('board_changes',
      'p:' || OLD.period || ':' || OLD.starts_on::text || ':' || OLD.user_id::text || ':0');
    RETURN OLD;
  END IF;
  PERFORM pg_notify('board_changes',
    'p:' || NEW.period || ':' || NEW.starts_on::text || ':' || NEW.user_id::text || ':' || NEW.points::text);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER period_points_board AFTER INSERT OR UPDATE OR DELETE ON period_points
  FOR EACH ROW EXECUTE FUNCTION board_notify_period();
--> statement-breakpoint
-- The live ranking's latest washes: one message per statement, read again by the instances.
CREATE FUNCTION board_notify_washes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('board_changes', 'r');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER washes_board AFTER INSERT OR UPDATE OR DELETE ON washes
  FOR EACH STATEMENT EXECUTE FUNCTION board_notify_washes();
--> statement-breakpoint
-- A restore or a wipe: every instance reads the boards again.
CREATE FUNCTION board_notify_reload() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('board_changes', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_board_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION board_notify_reload();
--> statement-breakpoint
CREATE TRIGGER period_points_board_truncate AFTER TRUNCATE ON period_points
  FOR EACH STATEMENT EXECUTE FUNCTION board_notify_reload();
--> statement-breakpoint
CREATE TRIGGER washes_board_truncate AFTER TRUNCATE ON washes
  FOR EACH STATEMENT EXECUTE FUNCTION board_notify_reload();
