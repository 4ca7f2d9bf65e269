-- The member card in the wallets, and each station's « Affluence » (decision 0033).
CREATE TABLE "affluence_refresh" (
	"id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "station_affluence" (
	"station_id" text PRIMARY KEY NOT NULL REFERENCES "stations"("id") ON DELETE cascade,
	"now_level" text,
	"usual" jsonb,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_google_objects" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_google_objects_object_id_unique" UNIQUE("object_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"serial_number" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"auth_token_hashes" text[] NOT NULL,
	"tag" bigserial NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_id" text NOT NULL,
	"serial_number" text NOT NULL REFERENCES "wallet_passes"("serial_number") ON DELETE cascade,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_id_serial_number_pk" PRIMARY KEY("device_library_id","serial_number")
);
--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "bays" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_jobs_due_idx" ON "wallet_jobs" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "wallet_jobs_target_idx" ON "wallet_jobs" USING btree ("kind","target");--> statement-breakpoint
CREATE INDEX "wallet_passes_tag_idx" ON "wallet_passes" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "wallet_registrations_serial_idx" ON "wallet_registrations" USING btree ("serial_number");--> statement-breakpoint
INSERT INTO "affluence_refresh" ("id", "refreshed_at") VALUES (1, '1970-01-01T00:00:00Z');
--> statement-breakpoint
-- A member's standing or name changed: their pass takes a new tag, each device holding it
-- gets a push and their Google object an update (one pending call per target). Nothing
-- to do for a member without a wallet: two index lookups, no round trip for the writer.
CREATE FUNCTION wallet_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_serial text;
  queued integer := 0;
  added integer;
BEGIN
  UPDATE wallet_passes SET tag = nextval('wallet_passes_tag_seq'), updated_at = now()
  WHERE user_id = NEW.id RETURNING serial_number INTO changed_serial;
  IF changed_serial IS NOT NULL THEN
    INSERT INTO wallet_jobs (kind, target, payload, next_attempt_at)
    SELECT 'apns', r.push_token, '{}'::jsonb, 'epoch'::timestamptz
    FROM wallet_registrations r
    WHERE r.serial_number = changed_serial
      AND NOT EXISTS (SELECT 1 FROM wallet_jobs j WHERE j.kind = 'apns' AND j.target = r.push_token AND j.attempts = 0);
    GET DIAGNOSTICS added = ROW_COUNT;
    queued := queued + added;
  END IF;
  INSERT INTO wallet_jobs (kind, target, payload, next_attempt_at)
  SELECT 'google', g.object_id, jsonb_build_object('user_id', g.user_id, 'state', 'ACTIVE'), 'epoch'::timestamptz
  FROM wallet_google_objects g
  WHERE g.user_id = NEW.id
    AND NOT EXISTS (SELECT 1 FROM wallet_jobs j WHERE j.kind = 'google' AND j.target = g.object_id AND j.attempts = 0);
  GET DIAGNOSTICS added = ROW_COUNT;
  queued := queued + added;
  IF queued > 0 THEN PERFORM pg_notify('wallet_jobs', ''); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_wallet_changed AFTER UPDATE OF total_points, level, name ON users
FOR EACH ROW WHEN (OLD.total_points IS DISTINCT FROM NEW.total_points OR OLD.level IS DISTINCT FROM NEW.level OR OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION wallet_member_changed();
--> statement-breakpoint
-- A deleted account's Google object is made inactive (its passes and devices go with it,
-- so Apple's web service answers 401 for them).
CREATE FUNCTION wallet_member_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_jobs (kind, target, payload, next_attempt_at)
  SELECT 'google', g.object_id, jsonb_build_object('user_id', g.user_id, 'state', 'INACTIVE'), 'epoch'::timestamptz
  FROM wallet_google_objects g WHERE g.user_id = OLD.id;
  IF FOUND THEN PERFORM pg_notify('wallet_jobs', ''); END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_wallet_deleted BEFORE DELETE ON users
FOR EACH ROW EXECUTE FUNCTION wallet_member_deleted();
