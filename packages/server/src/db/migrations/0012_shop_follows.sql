CREATE TABLE "shop_follows" (
	"shop_id" uuid NOT NULL,
	"follower_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_shop_id_follower_id_pk" PRIMARY KEY("shop_id","follower_id"),
	CONSTRAINT "shop_follows_status_check" CHECK ("shop_follows"."status" = 'active')
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_follower_id_profiles_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_follows_follower_idx" ON "shop_follows" USING btree ("follower_id","created_at");