ALTER TABLE "payment_attempts" ADD COLUMN "return_mac" text;--> statement-breakpoint
CREATE INDEX "payment_attempts_return_mac_idx" ON "payment_attempts" USING btree ("return_mac");