CREATE TABLE "post_listings" (
	"post_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "post_listings_post_id_listing_id_pk" PRIMARY KEY("post_id","listing_id"),
	CONSTRAINT "post_listings_position_check" CHECK ("post_listings"."position" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "post_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"content" text NOT NULL,
	"title" text,
	"visibility" text NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_listings" ADD CONSTRAINT "post_listings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_listings" ADD CONSTRAINT "post_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_versions" ADD CONSTRAINT "post_versions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_listings_position_key" ON "post_listings" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "post_listings_listing_idx" ON "post_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "post_versions_post_idx" ON "post_versions" USING btree ("post_id","replaced_at" DESC NULLS LAST);--> statement-breakpoint
-- The one listing a post could carry before (posts.listing_id, dropped in the next migration) becomes its first.
INSERT INTO "post_listings" ("post_id", "listing_id", "position")
SELECT "id", "listing_id", 1 FROM "posts" WHERE "listing_id" IS NOT NULL
ON CONFLICT DO NOTHING;
