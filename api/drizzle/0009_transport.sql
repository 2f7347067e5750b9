CREATE TABLE "transport_fleet" (
	"airport_code" text NOT NULL,
	"car_type" text NOT NULL,
	"cars" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_fleet_airport_code_car_type_pk" PRIMARY KEY("airport_code","car_type"),
	CONSTRAINT "transport_fleet_cars_check" CHECK ("transport_fleet"."cars" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transport_fleet_use" (
	"airport_code" text NOT NULL,
	"car_type" text NOT NULL,
	"hour_start" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "transport_fleet_use_airport_code_car_type_hour_start_pk" PRIMARY KEY("airport_code","car_type","hour_start"),
	CONSTRAINT "transport_fleet_use_booked_check" CHECK ("transport_fleet_use"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transport_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"from_place_id" text NOT NULL,
	"from_kind" text NOT NULL,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"from_lat" double precision NOT NULL,
	"from_lng" double precision NOT NULL,
	"from_country_code" text,
	"to_place_id" text NOT NULL,
	"to_kind" text NOT NULL,
	"to_name" text NOT NULL,
	"to_address" text NOT NULL,
	"to_lat" double precision NOT NULL,
	"to_lng" double precision NOT NULL,
	"to_country_code" text,
	"airport_code" text NOT NULL,
	"direction" text NOT NULL,
	"distance_km" integer NOT NULL,
	"local_date" text NOT NULL,
	"local_time" text NOT NULL,
	"car_type" text,
	"holds_car" boolean DEFAULT false NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"luggage" integer NOT NULL,
	"child_seat" integer DEFAULT 0 NOT NULL,
	"flight_number" text NOT NULL,
	"flight_date" text NOT NULL,
	"flight" jsonb NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"booking_for_other" boolean NOT NULL,
	"welcome_sign" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"mobile_prefix" text NOT NULL,
	"mobile_number" text NOT NULL,
	"mobile_country" text,
	"request_reason" text,
	"quoted_at" timestamp with time zone,
	"quote_note" text,
	CONSTRAINT "transport_orders_direction_check" CHECK ("transport_orders"."direction" in ('fromAirport', 'toAirport')),
	CONSTRAINT "transport_orders_car_type_check" CHECK ("transport_orders"."car_type" is null or "transport_orders"."car_type" in ('economy', 'business', 'first', 'van')),
	CONSTRAINT "transport_orders_request_reason_check" CHECK ("transport_orders"."request_reason" is null or "transport_orders"."request_reason" in ('outsideServedArea', 'groupTooLarge', 'luggageTooLarge')),
	CONSTRAINT "transport_orders_child_seat_check" CHECK ("transport_orders"."child_seat" between 0 and 1),
	CONSTRAINT "transport_orders_party_check" CHECK ("transport_orders"."adults" >= 1 and "transport_orders"."children" >= 0 and "transport_orders"."luggage" >= 0)
);
--> statement-breakpoint
ALTER TABLE "transport_orders" ADD CONSTRAINT "transport_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;