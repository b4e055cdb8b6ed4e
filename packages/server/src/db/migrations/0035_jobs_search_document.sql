DROP INDEX "jobs_open_recent_idx";--> statement-breakpoint
DROP INDEX "jobs_search_fts";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || business_name || ' ' || skills_text || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_open_created_idx" ON "jobs" USING btree ("created_at","id") WHERE "jobs"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_search_document_idx" ON "jobs" USING gin ("search_document");