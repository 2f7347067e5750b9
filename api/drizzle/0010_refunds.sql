CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_reference" text NOT NULL,
	"host_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text DEFAULT 'cancelled' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"host_refund_id" text,
	"told" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "refunds_host_payment_id_unique" UNIQUE("host_payment_id"),
	CONSTRAINT "refunds_host_refund_id_unique" UNIQUE("host_refund_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'refunded')),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('cancelled', 'unhonoured')),
	CONSTRAINT "refunds_told_check" CHECK ("refunds"."told" is null or "refunds"."told" in ('pending', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_reference");