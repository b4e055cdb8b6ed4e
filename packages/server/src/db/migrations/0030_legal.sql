CREATE TABLE "legal_acceptances" (
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_acceptances_user_id_slug_version_pk" PRIMARY KEY("user_id","slug","version")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"summary" text,
	"material" boolean DEFAULT false NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_documents_version_check" CHECK ("legal_documents"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"confirm_token_hash" text,
	"unsubscribe_token_hash" text NOT NULL,
	"consent_text" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "privacy_choices" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"analytics" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_choices" ADD CONSTRAINT "privacy_choices_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_documents_slug_version_key" ON "legal_documents" USING btree ("slug","version");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_confirm_idx" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_unsubscribe_idx" ON "newsletter_subscriptions" USING btree ("unsubscribe_token_hash");