CREATE TABLE "saved_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_collections_owner_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"post_id" uuid,
	"listing_id" uuid,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_placements_one_thing" CHECK (num_nonnulls("saved_placements"."post_id", "saved_placements"."listing_id", "saved_placements"."job_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "saved_collections" ADD CONSTRAINT "saved_collections_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_placements" ADD CONSTRAINT "saved_placements_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_placements" ADD CONSTRAINT "saved_placements_collection_fk" FOREIGN KEY ("collection_id","user_id") REFERENCES "public"."saved_collections"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_placements" ADD CONSTRAINT "saved_placements_post_fk" FOREIGN KEY ("user_id","post_id") REFERENCES "public"."saved_posts"("user_id","post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_placements" ADD CONSTRAINT "saved_placements_listing_fk" FOREIGN KEY ("user_id","listing_id") REFERENCES "public"."wishlist_items"("user_id","listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_placements" ADD CONSTRAINT "saved_placements_job_fk" FOREIGN KEY ("user_id","job_id") REFERENCES "public"."saved_jobs"("user_id","job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_collections_name_key" ON "saved_collections" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_collections_user_idx" ON "saved_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_placements_post_key" ON "saved_placements" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_placements_listing_key" ON "saved_placements" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_placements_job_key" ON "saved_placements" USING btree ("user_id","job_id");--> statement-breakpoint
CREATE INDEX "saved_placements_collection_idx" ON "saved_placements" USING btree ("collection_id");