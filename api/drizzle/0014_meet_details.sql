CREATE TABLE "meet_details" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"phone_number" text NOT NULL,
	"vehicle_description" text,
	"vehicle_plate" text,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meet_details_vehicle_check" CHECK (("meet_details"."vehicle_description" is null) = ("meet_details"."vehicle_plate" is null))
);
--> statement-breakpoint
ALTER TABLE "meet_details" ADD CONSTRAINT "meet_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;