CREATE TABLE "presence_uses" (
	"display_id" uuid NOT NULL,
	"step" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presence_uses_display_id_step_user_id_pk" PRIMARY KEY("display_id","step","user_id")
);
--> statement-breakpoint
CREATE TABLE "station_displays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"station" text NOT NULL,
	"label" text NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"secret" text,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "presence_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "stations" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "display_id" uuid;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "presence_step" bigint;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "captured_offline" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "accuracy" double precision;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "presence_uses" ADD CONSTRAINT "presence_uses_display_id_station_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."station_displays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_uses" ADD CONSTRAINT "presence_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "station_displays" ADD CONSTRAINT "station_displays_station_stations_name_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "station_displays_station_idx" ON "station_displays" USING btree ("station");--> statement-breakpoint
CREATE UNIQUE INDEX "station_displays_pairing_unique" ON "station_displays" USING btree ("pairing_code_hash");--> statement-breakpoint
ALTER TABLE "washes" ADD CONSTRAINT "washes_display_id_station_displays_id_fk" FOREIGN KEY ("display_id") REFERENCES "public"."station_displays"("id") ON DELETE set null ON UPDATE no action;