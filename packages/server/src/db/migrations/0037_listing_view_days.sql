CREATE TABLE "listing_view_days" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "listing_view_days_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_view_days" ADD CONSTRAINT "listing_view_days_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "count_listing_view"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "listing_view_days" ("listing_id", "day", "views") VALUES (NEW."listing_id", NEW."day", 1)
    ON CONFLICT ("listing_id", "day") DO UPDATE SET "views" = "listing_view_days"."views" + 1;
  ELSE
    UPDATE "listing_view_days" SET "views" = "views" - 1 WHERE "listing_id" = OLD."listing_id" AND "day" = OLD."day";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_views_count" AFTER INSERT OR DELETE ON "product_views"
FOR EACH ROW EXECUTE FUNCTION "count_listing_view"();
--> statement-breakpoint
INSERT INTO "listing_view_days" ("listing_id", "day", "views") SELECT "listing_id", "day", count(*)::int FROM "product_views" GROUP BY 1, 2;
