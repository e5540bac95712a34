CREATE TABLE "partner_document_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_document_reminders_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "partner_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_on" date,
	"rejection_reason" text,
	"uploaded_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_documents_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "partner_documents_kind_check" CHECK ("partner_documents"."kind" IN ('tax_certificate','trade_registry_gazette','activity_certificate','authorisation')),
	CONSTRAINT "partner_documents_status_check" CHECK ("partner_documents"."status" IN ('pending','verified','rejected')),
	CONSTRAINT "partner_documents_decision_check" CHECK (("partner_documents"."status" <> 'verified' OR "partner_documents"."expires_on" IS NOT NULL) AND ("partner_documents"."status" <> 'rejected' OR "partner_documents"."rejection_reason" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_type_check";--> statement-breakpoint
ALTER TABLE "notification_templates" DROP CONSTRAINT "notification_templates_type_check";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "verified_until" date;--> statement-breakpoint
ALTER TABLE "partner_document_reminders" ADD CONSTRAINT "partner_document_reminders_document_id_partner_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."partner_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_documents" ADD CONSTRAINT "partner_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_document_reminders_document_idx" ON "partner_document_reminders" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "partner_documents_partner_idx" ON "partner_documents" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_documents_expiry_idx" ON "partner_documents" USING btree ("expires_on") WHERE status = 'verified';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_type_check" CHECK ("email_outbox"."template_type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received','verification_document_rejected','verification_expiring'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('quote_request','quote_response','partner_application','follower','project_update','feedback','newsletter_subscriber','system_status','partner_post','campaign','message_received','profile_viewed','service_inquiry','payment_received','payment_pending','contract_signed','milestone_reached','deadline_approaching','task_assigned','task_completed','verification_document_verified','verification_document_rejected','verification_expiring'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_type_check" CHECK ("email_templates"."type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received','verification_document_rejected','verification_expiring'));--> statement-breakpoint
ALTER TABLE "notification_templates" ADD CONSTRAINT "notification_templates_type_check" CHECK ("notification_templates"."type" IN ('quote_request','quote_response','partner_application','follower','project_update','feedback','newsletter_subscriber','system_status','partner_post','campaign','message_received','profile_viewed','service_inquiry','payment_received','payment_pending','contract_signed','milestone_reached','deadline_approaching','task_assigned','task_completed','verification_document_verified','verification_document_rejected','verification_expiring'));