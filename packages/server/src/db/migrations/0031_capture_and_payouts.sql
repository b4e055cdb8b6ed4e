ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_status_check";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "manual_capture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "razorpay_payout_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_razorpay_payout_key" ON "payouts" USING btree ("razorpay_payout_id");--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_payment_status_check" CHECK ("checkouts"."payment_status" in ('awaiting', 'authorized', 'paid', 'cod', 'expired', 'failed', 'released'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('awaiting', 'authorized', 'paid', 'cod', 'collected', 'refunded', 'void'));--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_status_check" CHECK ("payouts"."status" in ('requested', 'processing', 'paid', 'failed'));--> statement-breakpoint
-- Issue 19 §5: co-working spaces are services in the "Co-working" category, so the category exists everywhere
-- (the demo seed's row has the same id and replaces this one's picture). Kept when an admin made one already.
INSERT INTO "categories" ("id", "category", "seo_name", "status", "description", "position", "level")
VALUES ('003a461e-a7d6-484a-8a50-2d8222055af1', 'Co-working', 'co-working', 'A',
  'Desks, cabins and meeting rooms in co-working spaces run by women, by the day or by the hour.',
  (SELECT coalesce(max("position"), 0) + 1 FROM "categories"), 0)
ON CONFLICT DO NOTHING;
