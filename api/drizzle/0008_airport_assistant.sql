CREATE TABLE "airport_assistant_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"airport_code" text NOT NULL,
	"service_type" text NOT NULL,
	"level" text NOT NULL,
	"features" jsonb NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"flight_number" text NOT NULL,
	"flight_date" text NOT NULL,
	"flight" jsonb NOT NULL,
	"ticket_type" text NOT NULL,
	"transport_mode" text NOT NULL,
	"luggage" integer NOT NULL,
	"passengers" jsonb NOT NULL,
	"booking_for_other" boolean NOT NULL,
	"welcome_sign" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"mobile_prefix" text NOT NULL,
	"mobile_number" text NOT NULL,
	"mobile_country" text,
	CONSTRAINT "airport_assistant_orders_service_type_check" CHECK ("airport_assistant_orders"."service_type" in ('domestic_arrival', 'domestic_departure', 'international_arrival', 'international_departure')),
	CONSTRAINT "airport_assistant_orders_level_check" CHECK ("airport_assistant_orders"."level" in ('vip', 'meet_assist', 'vvip', 'usual')),
	CONSTRAINT "airport_assistant_orders_luggage_check" CHECK ("airport_assistant_orders"."luggage" >= 0)
);
--> statement-breakpoint
ALTER TABLE "airport_assistant_orders" ADD CONSTRAINT "airport_assistant_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;