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
	"auth_token_hash" text NOT NULL,
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
CREATE INDEX "wallet_passes_updated_idx" ON "wallet_passes" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "wallet_registrations_serial_idx" ON "wallet_registrations" USING btree ("serial_number");--> statement-breakpoint
INSERT INTO "affluence_refresh" ("id", "refreshed_at") VALUES (1, '1970-01-01T00:00:00Z');
