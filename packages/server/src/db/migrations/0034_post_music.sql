CREATE TABLE "link_previews" (
	"url" text PRIMARY KEY NOT NULL,
	"card" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "music" jsonb;