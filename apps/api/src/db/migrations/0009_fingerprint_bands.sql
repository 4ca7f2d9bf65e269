-- Bands of the fingerprint hash for indexed lookups (docs/decisions/0010); filled from
-- the hash for any existing row, then required.
ALTER TABLE "photo_fingerprints" ADD COLUMN "band0" integer;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD COLUMN "band1" integer;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD COLUMN "band2" integer;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD COLUMN "band3" integer;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD COLUMN "band4" integer;--> statement-breakpoint
UPDATE "photo_fingerprints" SET
  "band0" = ("hash" & 8191)::int,
  "band1" = (("hash" >> 13) & 8191)::int,
  "band2" = (("hash" >> 26) & 8191)::int,
  "band3" = (("hash" >> 39) & 8191)::int,
  "band4" = (("hash" >> 52) & 4095)::int;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ALTER COLUMN "band0" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ALTER COLUMN "band1" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ALTER COLUMN "band2" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ALTER COLUMN "band3" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ALTER COLUMN "band4" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band0_idx" ON "photo_fingerprints" USING btree ("band0");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band1_idx" ON "photo_fingerprints" USING btree ("band1");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band2_idx" ON "photo_fingerprints" USING btree ("band2");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band3_idx" ON "photo_fingerprints" USING btree ("band3");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band4_idx" ON "photo_fingerprints" USING btree ("band4");
