ALTER TYPE "public"."ledger_reason" ADD VALUE 'badge_revoked';--> statement-breakpoint
ALTER TYPE "public"."ledger_reason" ADD VALUE 'review_revoked';