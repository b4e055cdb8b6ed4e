CREATE TABLE "delivery_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text DEFAULT 'home' NOT NULL,
	"name" text NOT NULL,
	"full_name" text,
	"phone" text,
	"pincode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"address_line" text,
	"address_line_2" text,
	"address_type" text DEFAULT 'home' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_locations_label_check" CHECK ("delivery_locations"."label" in ('home', 'office', 'other'))
);
--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD CONSTRAINT "delivery_locations_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_locations_user_idx" ON "delivery_locations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_locations_one_default" ON "delivery_locations" USING btree ("user_id") WHERE "delivery_locations"."is_default";