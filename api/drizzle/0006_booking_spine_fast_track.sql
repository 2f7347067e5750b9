CREATE TABLE "booking_drafts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"data" jsonb NOT NULL,
	"proof_hash" text,
	"proof_expires_at" timestamp with time zone,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_drafts_service_check" CHECK ("booking_drafts"."service" in ('transport', 'airport_assistant', 'fast_track'))
);
--> statement-breakpoint
CREATE TABLE "entitlement_uses" (
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"year" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "entitlement_uses_user_id_service_year_pk" PRIMARY KEY("user_id","service","year"),
	CONSTRAINT "entitlement_uses_used_check" CHECK ("entitlement_uses"."used" >= 0),
	CONSTRAINT "entitlement_uses_service_check" CHECK ("entitlement_uses"."service" in ('transport', 'airport_assistant', 'fast_track'))
);
--> statement-breakpoint
CREATE TABLE "fast_track_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"lane_code" text NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"end_time" text NOT NULL,
	"flight_number" text NOT NULL,
	"passengers" jsonb NOT NULL,
	"verification_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fast_track_slots" (
	"lane_code" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fast_track_slots_lane_code_starts_at_pk" PRIMARY KEY("lane_code","starts_at"),
	CONSTRAINT "fast_track_slots_booked_check" CHECK ("fast_track_slots"."booked" >= 0 and "fast_track_slots"."booked" <= "fast_track_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"uuid" text NOT NULL,
	"user_id" integer NOT NULL,
	"service" text NOT NULL,
	"status" text NOT NULL,
	"is_normal" boolean DEFAULT true NOT NULL,
	"airport_code" text NOT NULL,
	"service_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"price_lines" jsonb NOT NULL,
	"price_reason" text NOT NULL,
	"entitlement_year" integer,
	"pay_before" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"unseen_status" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "orders_service_check" CHECK ("orders"."service" in ('transport', 'airport_assistant', 'fast_track')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'unpaid', 'paid', 'cancelled', 'expired', 'completed')),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total" >= 0),
	CONSTRAINT "orders_refunded_check" CHECK ("orders"."refunded_amount" >= 0 and "orders"."refunded_amount" <= "orders"."total")
);
--> statement-breakpoint
ALTER TABLE "booking_drafts" ADD CONSTRAINT "booking_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_uses" ADD CONSTRAINT "entitlement_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fast_track_orders" ADD CONSTRAINT "fast_track_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_drafts_user_idx" ON "booking_drafts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "orders_user_service_at_idx" ON "orders" USING btree ("user_id","service_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_pay_before_idx" ON "orders" USING btree ("pay_before") WHERE "orders"."status" = 'unpaid';