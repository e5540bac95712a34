CREATE TABLE "project_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone,
	"submit_message" text,
	"changes_message" text,
	"approved_at" timestamp with time zone,
	CONSTRAINT "project_milestones_position_unique" UNIQUE("project_id","position"),
	CONSTRAINT "project_milestones_status_check" CHECK ("project_milestones"."status" IN ('pending','submitted','changes_requested','approved')),
	CONSTRAINT "project_milestones_amount_check" CHECK ("project_milestones"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "project_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"side" text NOT NULL,
	"user_id" integer,
	"signer_name" text NOT NULL,
	"ip" text NOT NULL,
	"contract_hash" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_signatures_side_unique" UNIQUE("project_id","side"),
	CONSTRAINT "project_signatures_side_check" CHECK ("project_signatures"."side" IN ('buyer','partner'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" integer NOT NULL,
	"quote_response_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"buyer_id" integer,
	"status" text DEFAULT 'contract_pending' NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"vat_rate" integer NOT NULL,
	"currency" text NOT NULL,
	"subtotal" bigint NOT NULL,
	"vat_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"delivery_time" text,
	"terms" text,
	"cancel_requested_by" text,
	"cancel_reason" text,
	"cancel_requested_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_quote_request_unique" UNIQUE("quote_request_id"),
	CONSTRAINT "projects_status_check" CHECK ("projects"."status" IN ('contract_pending','active','completed','cancelled')),
	CONSTRAINT "projects_currency_check" CHECK ("projects"."currency" IN ('TRY','USD','EUR')),
	CONSTRAINT "projects_cancel_side_check" CHECK ("projects"."cancel_requested_by" IN ('buyer','partner')),
	CONSTRAINT "projects_total_check" CHECK ("projects"."total_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_signatures" ADD CONSTRAINT "project_signatures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_signatures" ADD CONSTRAINT "project_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_quote_response_id_quote_responses_id_fk" FOREIGN KEY ("quote_response_id") REFERENCES "public"."quote_responses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_buyer_idx" ON "projects" USING btree ("buyer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_partner_idx" ON "projects" USING btree ("partner_id","updated_at" DESC NULLS LAST);