CREATE TABLE "verification_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text_version" text NOT NULL,
	"user_agent" text,
	"consented_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_policies" (
	"version" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"image_key" text,
	"message" text,
	"liveness" jsonb,
	"assessment" text,
	"model_version" text,
	"consent_id" uuid,
	"appeal_of" uuid,
	"excluded_reviewer_id" uuid,
	"reviewer_id" uuid,
	"policy_version" integer,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "verification_requests_kind_check" CHECK ("verification_requests"."kind" in ('selfie', 'alternative', 'appeal')),
	CONSTRAINT "verification_requests_status_check" CHECK ("verification_requests"."status" in ('processing', 'pending', 'approved', 'declined')),
	CONSTRAINT "verification_requests_image_only_pending" CHECK ("verification_requests"."image_key" is null or "verification_requests"."status" in ('processing', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "verification_consents" ADD CONSTRAINT "verification_consents_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_policies" ADD CONSTRAINT "verification_policies_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_consent_id_verification_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."verification_consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_appeal_of_verification_requests_id_fk" FOREIGN KEY ("appeal_of") REFERENCES "public"."verification_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_excluded_reviewer_id_profiles_id_fk" FOREIGN KEY ("excluded_reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_reviewer_id_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_policy_version_verification_policies_version_fk" FOREIGN KEY ("policy_version") REFERENCES "public"."verification_policies"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_consents_user_idx" ON "verification_consents" USING btree ("user_id","consented_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_open_key" ON "verification_requests" USING btree ("user_id") WHERE "verification_requests"."status" in ('processing', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_appeal_key" ON "verification_requests" USING btree ("appeal_of") WHERE "verification_requests"."appeal_of" is not null;--> statement-breakpoint
CREATE INDEX "verification_requests_queue_idx" ON "verification_requests" USING btree ("created_at") WHERE "verification_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id","created_at");--> statement-breakpoint
INSERT INTO "verification_policies" ("version", "text") VALUES (1, 'Saheli review criteria (version 1)

1. Saheli is for women, and that includes trans women. Do not judge by appearance alone: hair, make-up, clothes, facial hair or features do not decide a request. An automated hint is only a hint.
2. Approve when the photo shows one real, live person and nothing suggests the account is not hers or that she is not a woman.
3. Look for signs of fraud instead: a photo of a screen or a printed photo, a celebrity or stock image, the same face on another account, or an account that states it belongs to a man.
4. When you are unsure, do not decline. E-mail the person and offer the route without a photo (a short video call or a reference from a women''s business association), then decide.
5. A decline needs a reason the person can read and act on. Never write what you think of her appearance.
6. You may not decide your own request, nor an appeal against your own decision.
7. The photo is deleted when you decide. Do not copy, download or share it.');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('verification_policies', 'version'), 1);
