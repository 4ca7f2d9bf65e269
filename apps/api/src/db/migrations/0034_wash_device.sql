ALTER TABLE "washes" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "washes" ADD COLUMN "address_hash" text;--> statement-breakpoint
CREATE INDEX "washes_device_created_idx" ON "washes" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "washes_address_created_idx" ON "washes" USING btree ("address_hash","created_at");