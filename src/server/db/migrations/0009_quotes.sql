CREATE TABLE "partner_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"quote_request_id" integer,
	"reviewer_name" text NOT NULL,
	"company_name" text,
	"rating" integer NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_reviews_one_per_user" UNIQUE("partner_id","user_id"),
	CONSTRAINT "partner_reviews_rating_check" CHECK ("partner_reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "quote_response_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_response_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"vat_rate" integer NOT NULL,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"delivery_time" text,
	"terms" text,
	"attachment_file_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_response_versions_unique" UNIQUE("quote_response_id","version"),
	CONSTRAINT "quote_response_versions_currency_check" CHECK ("quote_response_versions"."currency" IN ('TRY','USD','EUR'))
);
--> statement-breakpoint
ALTER TABLE "quote_responses" DROP CONSTRAINT "quote_responses_quote_request_id_unique";--> statement-breakpoint
ALTER TABLE "quote_responses" DROP CONSTRAINT "quote_responses_amounts_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_type_check";--> statement-breakpoint
ALTER TABLE "email_templates" DROP CONSTRAINT "email_templates_type_check";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "subtotal" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "vat_amount" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "total_amount" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "attachment_file_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_reviews" ADD CONSTRAINT "partner_reviews_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reviews" ADD CONSTRAINT "partner_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reviews" ADD CONSTRAINT "partner_reviews_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reviews" ADD CONSTRAINT "partner_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_response_versions" ADD CONSTRAINT "quote_response_versions_quote_response_id_quote_responses_id_fk" FOREIGN KEY ("quote_response_id") REFERENCES "public"."quote_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_response_versions" ADD CONSTRAINT "quote_response_versions_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_reviews_partner_idx" ON "partner_reviews" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_group_idx" ON "quote_requests" USING btree ("group_id") WHERE "quote_requests"."group_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_responses_request_idx" ON "quote_responses" USING btree ("quote_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_responses_one_live_idx" ON "quote_responses" USING btree ("quote_request_id") WHERE "quote_responses"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "quote_responses" DROP COLUMN "subtotal_kurus";--> statement-breakpoint
ALTER TABLE "quote_responses" DROP COLUMN "vat_kurus";--> statement-breakpoint
ALTER TABLE "quote_responses" DROP COLUMN "total_kurus";--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_reviews_nonnegative" CHECK ("partners"."review_count" >= 0 AND "partners"."rating_sum" >= 0);--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_version_check" CHECK ("quote_responses"."version" >= 1);--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_status_check" CHECK ("quote_responses"."status" IN ('sent','accepted','rejected','cancelled'));--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_amounts_check" CHECK ("quote_responses"."subtotal" >= 0 AND "quote_responses"."vat_amount" >= 0 AND "quote_responses"."total_amount" = "quote_responses"."subtotal" + "quote_responses"."vat_amount");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_type_check" CHECK ("email_outbox"."template_type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received'));--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_type_check" CHECK ("email_templates"."type" IN ('partner_welcome','quote_received','quote_approved','quote_rejected','password_reset','email_verification','payment_confirmation','project_reminder','partner_application_received','partner_application_approved','partner_application_rejected','newsletter_welcome','newsletter_monthly','project_started','project_completed','project_cancelled','feedback_received','feedback_reminder','account_suspended','account_reactivated','new_message','profile_incomplete','weekly_summary','system_maintenance','data_export_ready','security_alert','registration_pending','quote_response_received'));