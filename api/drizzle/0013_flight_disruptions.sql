CREATE TABLE "flight_statuses" (
	"flight_number" text NOT NULL,
	"flight_date" text NOT NULL,
	"status" text NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_statuses_flight_number_flight_date_pk" PRIMARY KEY("flight_number","flight_date"),
	CONSTRAINT "flight_statuses_status_check" CHECK ("flight_statuses"."status" in ('onTime', 'delayed', 'cancelled')),
	CONSTRAINT "flight_statuses_delay_check" CHECK (("flight_statuses"."status" = 'delayed' and "flight_statuses"."delay_minutes" > 0) or ("flight_statuses"."status" <> 'delayed' and "flight_statuses"."delay_minutes" = 0))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "flight_delay_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transport_orders" ADD COLUMN "booked_pickup_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "flight_statuses_date_idx" ON "flight_statuses" USING btree ("flight_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason_check" CHECK ("orders"."cancel_reason" is null or "orders"."cancel_reason" in ('cardholder', 'flightCancelled'));