ALTER TABLE "orders" ADD COLUMN "airport_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_user_unseen_idx" ON "orders" USING btree ("user_id") WHERE "orders"."unseen_status" is not null;