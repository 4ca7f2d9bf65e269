CREATE TABLE "screenshot_fingerprints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hash" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "screenshot_fingerprints" ("hash", "created_at")
SELECT "screenshot_hash", "submitted_at" FROM "review_submissions";
