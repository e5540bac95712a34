CREATE TABLE "partner_claim_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"quote_request_id" integer,
	"token_hash" text NOT NULL,
	"origin" text NOT NULL,
	"email" text NOT NULL,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	CONSTRAINT "partner_claim_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "partner_claim_tokens_origin_check" CHECK ("partner_claim_tokens"."origin" IN ('quote_request','admin','self')),
	CONSTRAINT "partner_claim_tokens_expiry_check" CHECK ("partner_claim_tokens"."expires_at" > "partner_claim_tokens"."created_at")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_type_check";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_type_check";--> statement-breakpoint
ALTER TABLE "partner_claim_tokens" ADD CONSTRAINT "partner_claim_tokens_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_claim_tokens" ADD CONSTRAINT "partner_claim_tokens_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_claim_tokens" ADD CONSTRAINT "partner_claim_tokens_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_claim_tokens" ADD CONSTRAINT "partner_claim_tokens_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_claim_tokens_partner_idx" ON "partner_claim_tokens" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_type_check" CHECK ("email_outbox"."template_type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received','verification_document_rejected','verification_expiring','partner_claim','partner_claim_invite'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_type_check" CHECK ("email_templates"."type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received','verification_document_rejected','verification_expiring','partner_claim','partner_claim_invite'));