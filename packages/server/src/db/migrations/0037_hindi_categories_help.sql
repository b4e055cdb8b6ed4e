ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "support_knowledge_base" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "support_knowledge_base" ADD COLUMN "content_hi" text;--> statement-breakpoint
-- Issue 20: the Co-working category every deployment has (migration 0031) in Hindi, unless named already.
UPDATE "categories" SET "name_hi" = 'को-वर्किंग स्पेस' WHERE "seo_name" = 'co-working' AND "name_hi" IS NULL;
