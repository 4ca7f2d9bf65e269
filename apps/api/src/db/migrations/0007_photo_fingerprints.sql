CREATE TABLE "photo_fingerprints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"wash_id" uuid,
	"hash" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "washes_band0_idx";--> statement-breakpoint
DROP INDEX "washes_band1_idx";--> statement-breakpoint
DROP INDEX "washes_band2_idx";--> statement-breakpoint
DROP INDEX "washes_band3_idx";--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_wash_id_washes_id_fk" FOREIGN KEY ("wash_id") REFERENCES "public"."washes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_fingerprints_created_idx" ON "photo_fingerprints" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "washes" DROP COLUMN "photo_hash";--> statement-breakpoint
ALTER TABLE "washes" DROP COLUMN "hash_band0";--> statement-breakpoint
ALTER TABLE "washes" DROP COLUMN "hash_band1";--> statement-breakpoint
ALTER TABLE "washes" DROP COLUMN "hash_band2";--> statement-breakpoint
ALTER TABLE "washes" DROP COLUMN "hash_band3";