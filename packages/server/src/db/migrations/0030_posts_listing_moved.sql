ALTER TABLE "posts" DROP CONSTRAINT "posts_listing_id_listings_id_fk";
--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "listing_id";