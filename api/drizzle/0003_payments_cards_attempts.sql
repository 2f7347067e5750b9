CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"payment_id" text,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_reference" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "payment_attempts_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_attempts_purpose_check" CHECK ("payment_attempts"."purpose" in ('add_card', 'order')),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('OPEN', 'COMPLETED', 'UNSUCCESSFUL')),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_reference" text NOT NULL,
	"host_payment_id" text NOT NULL,
	"host_refund_id" text,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"brand" text,
	"last_four" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_host_refund_id_unique" UNIQUE("host_refund_id"),
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('charge', 'refund')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"fingerprint" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry" text NOT NULL,
	"holder" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_token_unique" UNIQUE("token"),
	CONSTRAINT "saved_cards_last_four_check" CHECK ("saved_cards"."last_four" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_user_idx" ON "payment_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_charge_per_host_payment_idx" ON "payments" USING btree ("host_payment_id") WHERE "payments"."kind" = 'charge';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_user_fingerprint_idx" ON "saved_cards" USING btree ("user_id","fingerprint");