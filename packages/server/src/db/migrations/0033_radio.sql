CREATE TABLE "radio_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radio_episodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"show_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_ms" integer NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radio_listeners" (
	"listener_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "radio_show_follows" (
	"user_id" uuid NOT NULL,
	"show_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radio_show_follows_user_id_show_id_pk" PRIMARY KEY("user_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "radio_shows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"cover_url" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', title || ' ' || description)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radio_shows_status_check" CHECK ("radio_shows"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "radio_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"episode_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "radio_slots_weekday_check" CHECK ("radio_slots"."weekday" between 0 and 6),
	CONSTRAINT "radio_slots_minute_check" CHECK ("radio_slots"."start_minute" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "radio_chat_messages" ADD CONSTRAINT "radio_chat_messages_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_episodes" ADD CONSTRAINT "radio_episodes_show_id_radio_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."radio_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_show_follows" ADD CONSTRAINT "radio_show_follows_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_show_follows" ADD CONSTRAINT "radio_show_follows_show_id_radio_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."radio_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_shows" ADD CONSTRAINT "radio_shows_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_shows" ADD CONSTRAINT "radio_shows_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_slots" ADD CONSTRAINT "radio_slots_episode_id_radio_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."radio_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "radio_slots" ADD CONSTRAINT "radio_slots_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "radio_chat_created_idx" ON "radio_chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "radio_episodes_show_idx" ON "radio_episodes" USING btree ("show_id","created_at");--> statement-breakpoint
CREATE INDEX "radio_episodes_search_idx" ON "radio_episodes" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "radio_listeners_seen_idx" ON "radio_listeners" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "radio_show_follows_show_idx" ON "radio_show_follows" USING btree ("show_id");--> statement-breakpoint
CREATE INDEX "radio_shows_status_created_idx" ON "radio_shows" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "radio_shows_host_idx" ON "radio_shows" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "radio_shows_search_idx" ON "radio_shows" USING gin ("search_document");--> statement-breakpoint
CREATE UNIQUE INDEX "radio_slots_start_idx" ON "radio_slots" USING btree ("weekday","start_minute");