CREATE TABLE "partner_profile_view_days" (
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "partner_profile_view_days_partner_id_day_pk" PRIMARY KEY("partner_id","day")
);
--> statement-breakpoint
CREATE TABLE "known_browsers" (
	"user_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_browsers_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "partner_profile_view_days" ADD CONSTRAINT "partner_profile_view_days_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_browsers" ADD CONSTRAINT "known_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_profile_view_days_day_idx" ON "partner_profile_view_days" USING btree ("day");--> statement-breakpoint
-- profile_viewed becomes a daily summary (issue 22, decision 037): the seeded per-view text named a
-- company that no sender could fill. Rewritten only where an admin left the seeded text as it was.
UPDATE "notification_templates" SET "name" = 'Profil Görüntülenmeleri', "description" = 'Her sabah, partner profili önceki gün görüntülendiyse günlük özet olarak.', "message" = 'Profiliniz dün {{count}} kez görüntülendi.', "updated_at" = now() WHERE "type" = 'profile_viewed' AND "language" = 'tr' AND "message" = '{{companyName}} firma profilinizi inceledi.';--> statement-breakpoint
UPDATE "notification_templates" SET "name" = 'Profile Views', "description" = 'Every morning, as a daily summary, when the partner profile was viewed the day before.', "message" = 'Views of your company profile yesterday: {{count}}.', "updated_at" = now() WHERE "type" = 'profile_viewed' AND "language" = 'en' AND "message" = '{{companyName}} looked at your company profile.';
