-- Partner posts (issue 22; docs/decisions/035-partner-posts.md): the partner_posts table, and the
-- `partner_post` mail a follower gets while their partnerUpdates preference is on (template type lists).
CREATE TABLE "partner_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"body" text NOT NULL,
	"image_file_id" uuid,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_posts_body_check" CHECK (char_length("partner_posts"."body") BETWEEN 1 AND 2000),
	CONSTRAINT "partner_posts_link_check" CHECK ("partner_posts"."link" IS NULL OR (char_length("partner_posts"."link") <= 500 AND "partner_posts"."link" ~* '^https?://'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_type_check";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_type_check";--> statement-breakpoint
ALTER TABLE "partner_posts" ADD CONSTRAINT "partner_posts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_posts" ADD CONSTRAINT "partner_posts_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_posts_partner_idx" ON "partner_posts" USING btree ("partner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_type_check" CHECK ("email_outbox"."template_type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received','verification_document_rejected','verification_expiring','partner_claim','partner_claim_invite','partner_post'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_type_check" CHECK ("email_templates"."type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received','verification_document_rejected','verification_expiring','partner_claim','partner_claim_invite','partner_post'));