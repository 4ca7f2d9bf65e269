ALTER TABLE "photo_fingerprints" ADD COLUMN "whole" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each photo's first fingerprint is its own (the others, its crops and rotations).
UPDATE "photo_fingerprints" SET "whole" = true WHERE "id" IN (SELECT min("id") FROM "photo_fingerprints" GROUP BY "wash_id");
