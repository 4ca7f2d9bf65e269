ALTER TABLE "audit_log" ADD COLUMN "target_name" text;--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
-- Entries written before: the member's name from the account (still there), else the name
-- the details carry.
UPDATE "audit_log" a SET "target_name" = COALESCE(
  (SELECT u."name" FROM "users" u WHERE a."target_type" = 'user' AND u."id"::text = a."target_id"),
  a."details"->>'name',
  a."details"->>'user_name',
  a."details"->>'author_name',
  a."details"->'after'->>'name',
  a."details"->'before'->>'name',
  a."details"->'after'->>'partner_name',
  a."details"->'before'->>'partner_name',
  a."details"->'after'->>'label',
  a."details"->'before'->>'label'
);
