CREATE TABLE "phone_verifications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_number" text NOT NULL,
	"template_type" text NOT NULL,
	"language" text DEFAULT 'tr' NOT NULL,
	"body" text NOT NULL,
	"redacted_body" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "sms_outbox_template_type_check" CHECK ("sms_outbox"."template_type" IN ('otp_verification','login_verification','password_reset','welcome','campaign','announcement','reminder','payment_confirmation','appointment_reminder','project_update')),
	CONSTRAINT "sms_outbox_language_check" CHECK ("sms_outbox"."language" IN ('tr','en')),
	CONSTRAINT "sms_outbox_status_check" CHECK ("sms_outbox"."status" IN ('queued','sending','sent','logged','failed'))
);
--> statement-breakpoint
ALTER TABLE "email_preferences" ADD COLUMN "sms_notifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" IN ('queued','sending');--> statement-breakpoint
CREATE INDEX "sms_outbox_claim_idx" ON "sms_outbox" USING btree ("claimed_until") WHERE "sms_outbox"."status" = 'sending';--> statement-breakpoint
-- Codes now live 10 minutes (decision 043); the seeded text said 5. Only an untouched seeded text is corrected.
UPDATE "sms_templates" SET "content" = 'İhracat Partner doğrulama kodunuz: {{code}}. Kod 10 dakika geçerlidir, kimseyle paylaşmayın.', "updated_at" = now() WHERE "type" = 'otp_verification' AND "language" = 'tr' AND "content" = 'İhracat Partner doğrulama kodunuz: {{code}}. Kod 5 dakika geçerlidir, kimseyle paylaşmayın.';--> statement-breakpoint
UPDATE "sms_templates" SET "content" = 'Your Export Partner verification code is {{code}}. It is valid for 10 minutes; do not share it.', "updated_at" = now() WHERE "type" = 'otp_verification' AND "language" = 'en' AND "content" = 'Your Export Partner verification code is {{code}}. It is valid for 5 minutes; do not share it.';
