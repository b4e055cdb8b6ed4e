DROP INDEX "listings_title_trgm_gist";--> statement-breakpoint
CREATE INDEX "listings_title_lower_trgm_gist" ON "listings" USING gist (lower("title") gist_trgm_ops);