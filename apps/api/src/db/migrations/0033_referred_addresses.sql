CREATE TABLE "referred_addresses" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The addresses already referred (same hash as referral.repository's claimReferredAddress).
INSERT INTO "referred_addresses" ("email_hash")
SELECT encode(sha256(convert_to('referred:' || lower(trim("email")), 'UTF8')), 'hex')
FROM "users" WHERE "referred_by" IS NOT NULL
ON CONFLICT DO NOTHING;
