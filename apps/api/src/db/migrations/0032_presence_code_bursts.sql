-- contract: none. The only constraint added is the foreign key of the table this release creates; v3.0.0 never reads or writes that table.
CREATE TABLE "presence_code_bursts" (
	"id" serial PRIMARY KEY NOT NULL,
	"station" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "presence_code_bursts" ADD CONSTRAINT "presence_code_bursts_station_stations_name_fk" FOREIGN KEY ("station") REFERENCES "public"."stations"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "presence_code_bursts_window" ON "presence_code_bursts" USING btree ("station","window_start");