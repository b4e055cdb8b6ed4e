CREATE TABLE "username_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"old_username" text NOT NULL,
	"new_username" text NOT NULL,
	"reason" text DEFAULT 'chosen' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "username_changes_reason_check" CHECK ("username_changes"."reason" in ('chosen', 'email_privacy'))
);
--> statement-breakpoint
ALTER TABLE "username_changes" ADD CONSTRAINT "username_changes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "username_changes_old_idx" ON "username_changes" USING btree (lower("old_username"),"changed_at");--> statement-breakpoint
CREATE INDEX "username_changes_user_idx" ON "username_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
-- Issue 17: the first sign-in used to make the handle from the e-mail's local part (letters and digits, at most
-- 20, 'member' before a shorter one; on a clash that plus a number), so a public handle gave her address away.
-- Those handles become neutral ones (saheli_ and six random letters or digits); the old one redirects for 90
-- days. The test in test/api/usernames.test.ts runs this block against core's isEmailDerivedUsername.
DO $$
DECLARE
  r record;
  candidate text;
BEGIN
  FOR r IN
    SELECT p.id, p.username
    FROM profiles p,
      LATERAL (SELECT left(regexp_replace(lower(substring(p.email from '^(.+)@[^@]*$')), '[^a-z0-9]+', '', 'g'), 20) AS slug) s,
      LATERAL (SELECT CASE WHEN length(s.slug) >= 3 THEN s.slug ELSE 'member' || s.slug END AS base) b
    WHERE p.email IS NOT NULL
      AND s.slug IS NOT NULL
      AND left(lower(p.username), length(b.base)) = b.base
      AND substr(lower(p.username), length(b.base) + 1) ~ '^[0-9]*$'
  LOOP
    LOOP
      candidate := 'saheli_' || substr(md5(random()::text || clock_timestamp()::text || r.id::text), 1, 6);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM profiles WHERE lower(username) = candidate)
        AND NOT EXISTS (SELECT 1 FROM username_changes WHERE lower(old_username) = candidate);
    END LOOP;
    UPDATE profiles SET username = candidate, updated_at = now() WHERE id = r.id;
    INSERT INTO username_changes (user_id, old_username, new_username, reason)
      VALUES (r.id, r.username, candidate, 'email_privacy');
  END LOOP;
END $$;
