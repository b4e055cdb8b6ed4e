CREATE TABLE "search_queries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_knowledge_base" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_queries_created_idx" ON "search_queries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_kb_search_fts" ON "support_knowledge_base" USING gin (to_tsvector('simple', "title" || ' ' || "content"));--> statement-breakpoint
CREATE INDEX "support_kb_title_trgm" ON "support_knowledge_base" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "categories" USING gin ("category" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_search_fts" ON "groups" USING gin (to_tsvector('simple', "name" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "listings_search_fts" ON "listings" USING gin (to_tsvector('simple', "title" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "posts_content_fts" ON "posts" USING gin (to_tsvector('simple', "content"));--> statement-breakpoint
CREATE INDEX "posts_content_trgm" ON "posts" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_search_fts" ON "profiles" USING gin (to_tsvector('simple', (lower("full_name" || ' ' || "username" || ' ' || coalesce("business_name", '') || ' ' || coalesce("occupation", '')))));--> statement-breakpoint
CREATE INDEX "shops_search_fts" ON "shops" USING gin (to_tsvector('simple', "shop_name" || ' ' || coalesce("shop_description", '')));