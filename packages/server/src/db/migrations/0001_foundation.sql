CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"seo_name" text NOT NULL,
	"parent_id" uuid,
	"status" text DEFAULT 'A' NOT NULL,
	"description" text,
	"image_url" text,
	"product_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_tags" (
	"listing_id" uuid NOT NULL,
	"tag_name" text NOT NULL,
	CONSTRAINT "listing_tags_listing_id_tag_name_pk" PRIMARY KEY("listing_id","tag_name")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"category_id" uuid,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"sale_price" numeric(12, 2),
	"quantity" integer DEFAULT 0 NOT NULL,
	"listing_type" text NOT NULL,
	"listing_status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"booking_duration_minutes" integer,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_type_check" CHECK ("listings"."listing_type" in ('physical', 'digital', 'service')),
	CONSTRAINT "listings_money_check" CHECK ("listings"."price" >= 0 and ("listings"."sale_price" is null or "listings"."sale_price" >= 0)),
	CONSTRAINT "listings_quantity_check" CHECK ("listings"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"video_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"media_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_preview_data" jsonb,
	"visibility" text DEFAULT 'public' NOT NULL,
	"post_type" text DEFAULT 'thought' NOT NULL,
	"listing_id" uuid,
	"allow_comments" boolean DEFAULT true NOT NULL,
	"allow_reactions" boolean DEFAULT true NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"metadata" jsonb,
	"reposted_from_post_id" uuid,
	"repost_comment" text,
	"reaction_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"repost_count" integer DEFAULT 0 NOT NULL,
	"engagement_score" real DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_visibility_check" CHECK ("posts"."visibility" in ('public', 'connections', 'private')),
	CONSTRAINT "posts_counts_check" CHECK ("posts"."reaction_count" >= 0 and "posts"."comment_count" >= 0 and "posts"."repost_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"phone" text,
	"username" text NOT NULL,
	"full_name" text NOT NULL,
	"avatar_url" text,
	"avatar_path" text,
	"cover_url" text,
	"bio" text,
	"role" text DEFAULT 'U' NOT NULL,
	"business_name" text,
	"occupation" text,
	"location" text,
	"website" text,
	"headline" text,
	"gender" boolean,
	"gender_verified" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_attempts" integer DEFAULT 0 NOT NULL,
	"last_verification_attempt" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"account_status" text DEFAULT 'active' NOT NULL,
	"device_info" jsonb,
	"profile_last_updated" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"follower_count" integer DEFAULT 0 NOT NULL,
	"following_count" integer DEFAULT 0 NOT NULL,
	"connections_count" integer DEFAULT 0 NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"last_seen" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('U', 'V', 'A', 'C')),
	CONSTRAINT "profiles_counts_check" CHECK ("profiles"."follower_count" >= 0 and "profiles"."following_count" >= 0 and "profiles"."connections_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"shop_name" text NOT NULL,
	"slug" text NOT NULL,
	"shop_description" text,
	"logo_url" text,
	"cover_url" text,
	"website_url" text,
	"shop_phone_number" text,
	"shop_email" text,
	"shop_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"shop_hours" jsonb,
	"social_links" jsonb,
	"shop_currency" text DEFAULT 'INR' NOT NULL,
	"shop_metadata" jsonb,
	"legal_name" text,
	"owner_name" text,
	"registration_number" text,
	"tax_id" text,
	"business_address" jsonb,
	"warehouse_address" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_tags" ADD CONSTRAINT "listing_tags_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reposted_from_post_id_posts_id_fk" FOREIGN KEY ("reposted_from_post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_seo_name_key" ON "categories" USING btree ("seo_name");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key" ON "categories" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "listing_images_listing_id_idx" ON "listing_images" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_tags_tag_idx" ON "listing_tags" USING btree ("tag_name");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_slug_key" ON "listings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "listings_shop_id_idx" ON "listings" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "listings_category_id_idx" ON "listings" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "listings_title_trgm" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_feed_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST) WHERE "posts"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "posts_user_id_idx" ON "posts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_email_key" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_phone_key" ON "profiles" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_key" ON "profiles" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "profiles_full_name_trgm" ON "profiles" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shops_slug_key" ON "shops" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "shops_user_id_idx" ON "shops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shops_name_trgm" ON "shops" USING gin ("shop_name" gin_trgm_ops);