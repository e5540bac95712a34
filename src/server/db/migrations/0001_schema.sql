CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" integer NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"user_type" text DEFAULT 'user' NOT NULL,
	"available_user_types" text[] DEFAULT ARRAY['user']::text[] NOT NULL,
	"profile_image" text,
	"company" text,
	"website" text,
	"linkedin_profile" text,
	"sector" text,
	"language" text DEFAULT 'tr' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" IN ('user','partner','master_admin','editor_admin')),
	CONSTRAINT "users_available_types_check" CHECK ("users"."available_user_types" <@ ARRAY['user','partner','master_admin','editor_admin']::text[] AND "users"."user_type" = ANY("users"."available_user_types")),
	CONSTRAINT "users_language_check" CHECK ("users"."language" IN ('tr','en'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_slug_check" CHECK ("categories"."slug" IN ('pazar-analizi','gumruk','lojistik','pazarlama','fotograf','danismanlik','hukuk','finans','marka','fuar','uretim','paketleme','odeme','eticaret','pazaryeri','it'))
);
--> statement-breakpoint
CREATE TABLE "partner_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_activities_type_check" CHECK ("partner_activities"."type" IN ('login','profile_update','message_sent','quote_response'))
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text NOT NULL,
	"contact_person" text NOT NULL,
	"username" text NOT NULL,
	"website" text,
	"service_category" text NOT NULL,
	"business_description" text NOT NULL,
	"company_size" text NOT NULL,
	"founding_year" integer,
	"sector_experience" integer,
	"target_markets" text,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dip_advantages" text NOT NULL,
	"why_partner" text NOT NULL,
	"references" text,
	"linkedin_profile" text,
	"twitter_profile" text,
	"instagram_profile" text,
	"facebook_profile" text,
	"logo" text,
	"cover_image" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kvkk_accepted_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"review_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" IN ('pending','approved','rejected')),
	CONSTRAINT "partner_applications_company_size_check" CHECK ("partner_applications"."company_size" IN ('1-10','11-30','31-100','100-1000','1000+')),
	CONSTRAINT "partner_applications_username_format" CHECK ("partner_applications"."username" ~ '^[A-Za-z0-9_-]{3,20}$')
);
--> statement-breakpoint
CREATE TABLE "partner_follows" (
	"user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_follows_user_id_partner_id_pk" PRIMARY KEY("user_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "partner_services" (
	"partner_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "partner_services_partner_id_service_id_pk" PRIMARY KEY("partner_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "partner_views" (
	"partner_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_views_partner_id_viewer_key_day_pk" PRIMARY KEY("partner_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"company_name" text NOT NULL,
	"logo" text,
	"cover_image" text,
	"service_category" text NOT NULL,
	"short_description" text,
	"description" text,
	"description_text" text DEFAULT '' NOT NULL,
	"dip_advantages" text,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"profile_views" integer DEFAULT 0 NOT NULL,
	"contact_person" text,
	"email" text,
	"phone" text,
	"city" text,
	"country" text DEFAULT 'Türkiye',
	"website" text,
	"company_size" text,
	"founding_year" integer,
	"sector_experience" integer,
	"target_markets" text,
	"linkedin_profile" text,
	"twitter_profile" text,
	"instagram_profile" text,
	"facebook_profile" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_approved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_extra" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (f_search_vector(company_name, coalesce(short_description, '') || ' ' || search_extra, description_text)) STORED,
	"search_text" text GENERATED ALWAYS AS (f_search_fold(company_name || ' ' || coalesce(short_description, '') || ' ' || search_extra || ' ' || description_text)) STORED,
	CONSTRAINT "partners_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "partners_username_unique" UNIQUE("username"),
	CONSTRAINT "partners_username_format" CHECK ("partners"."username" ~ '^[A-Za-z0-9_-]{3,20}$'),
	CONSTRAINT "partners_followers_nonnegative" CHECK ("partners"."followers_count" >= 0),
	CONSTRAINT "partners_views_nonnegative" CHECK ("partners"."profile_views" >= 0),
	CONSTRAINT "partners_company_size_check" CHECK ("partners"."company_size" IS NULL OR "partners"."company_size" IN ('1-10','11-30','31-100','100-1000','1000+')),
	CONSTRAINT "partners_sector_experience_check" CHECK ("partners"."sector_experience" IS NULL OR "partners"."sector_experience" BETWEEN 0 AND 50)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_category_name_unique" UNIQUE("category_id","name"),
	CONSTRAINT "services_name_length" CHECK (char_length("services"."name") BETWEEN 2 AND 120)
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_low_id" integer NOT NULL,
	"user_high_id" integer NOT NULL,
	"started_by" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_order_check" CHECK ("conversations"."user_low_id" < "conversations"."user_high_id"),
	CONSTRAINT "conversations_id_check" CHECK ("conversations"."id" = "conversations"."user_low_id"::text || '-' || "conversations"."user_high_id"::text)
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"rating" integer,
	"message" text NOT NULL,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_check" CHECK ("feedback"."rating" IS NULL OR "feedback"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"file_url" text,
	"file_name" text,
	"file_size" bigint,
	"mime_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_not_empty" CHECK (char_length(btrim("messages"."message")) > 0 OR "messages"."file_url" IS NOT NULL),
	CONSTRAINT "messages_length" CHECK (char_length("messages"."message") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"action_url" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"company_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"budget" text,
	"service_needed" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"kvkk_accepted_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" IN ('pending','responded','accepted','completed','rejected')),
	CONSTRAINT "quote_requests_budget_check" CHECK ("quote_requests"."budget" IS NULL OR "quote_requests"."budget" IN ('under-5k','5k-15k','15k-50k','50k-100k','over-100k'))
);
--> statement-breakpoint
CREATE TABLE "quote_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_request_id" integer NOT NULL,
	"title" text NOT NULL,
	"items" jsonb NOT NULL,
	"vat_rate" integer DEFAULT 20 NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"subtotal_kurus" bigint NOT NULL,
	"vat_kurus" bigint NOT NULL,
	"total_kurus" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"delivery_time" text,
	"terms" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_responses_quote_request_id_unique" UNIQUE("quote_request_id"),
	CONSTRAINT "quote_responses_vat_check" CHECK ("quote_responses"."vat_rate" BETWEEN 0 AND 100),
	CONSTRAINT "quote_responses_amounts_check" CHECK ("quote_responses"."subtotal_kurus" >= 0 AND "quote_responses"."vat_kurus" >= 0 AND "quote_responses"."total_kurus" = "quote_responses"."subtotal_kurus" + "quote_responses"."vat_kurus"),
	CONSTRAINT "quote_responses_currency_check" CHECK ("quote_responses"."currency" IN ('TRY','USD','EUR'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text,
	"template_type" text,
	"language" text DEFAULT 'tr' NOT NULL,
	"headers" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" IN ('queued','sending','sent','logged','failed'))
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"marketing_emails" boolean DEFAULT true NOT NULL,
	"partner_updates" boolean DEFAULT true NOT NULL,
	"platform_updates" boolean DEFAULT true NOT NULL,
	"weekly_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"subject" text NOT NULL,
	"html_content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_type_language_unique" UNIQUE("type","language"),
	CONSTRAINT "email_templates_language_check" CHECK ("email_templates"."language" IN ('tr','en'))
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_file_name_unique" UNIQUE("file_name"),
	CONSTRAINT "files_source_check" CHECK ("files"."source" IN ('message','profile','partner','application','payment','post','attached_assets','object_storage_public','object_storage_private')),
	CONSTRAINT "files_size_check" CHECK ("files"."file_size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'homepage' NOT NULL,
	"language" text DEFAULT 'tr' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token" text,
	"unsubscribe_token" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_confirm_token_unique" UNIQUE("confirm_token"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "newsletter_email_lower" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "notification_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_templates_type_language_unique" UNIQUE("type","language"),
	CONSTRAINT "notification_templates_language_check" CHECK ("notification_templates"."language" IN ('tr','en'))
);
--> statement-breakpoint
CREATE TABLE "performance_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"cpu" double precision NOT NULL,
	"memory" double precision NOT NULL,
	"response_ms" double precision NOT NULL,
	"database_ms" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_templates_type_language_unique" UNIQUE("type","language"),
	CONSTRAINT "sms_templates_language_check" CHECK ("sms_templates"."language" IN ('tr','en')),
	CONSTRAINT "sms_templates_content_length" CHECK (char_length("sms_templates"."content") <= 160)
);
--> statement-breakpoint
CREATE TABLE "system_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"severity" text NOT NULL,
	"status" text DEFAULT 'investigating' NOT NULL,
	"description" text,
	"affected_services" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "system_incidents_severity_check" CHECK ("system_incidents"."severity" IN ('critical','major','minor')),
	CONSTRAINT "system_incidents_status_check" CHECK ("system_incidents"."status" IN ('investigating','resolved'))
);
--> statement-breakpoint
CREATE TABLE "system_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"service" text NOT NULL,
	"message" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_logs_level_check" CHECK ("system_logs"."level" IN ('error','warning','info'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_activities" ADD CONSTRAINT "partner_activities_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_service_category_categories_slug_fk" FOREIGN KEY ("service_category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_follows" ADD CONSTRAINT "partner_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_follows" ADD CONSTRAINT "partner_follows_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_views" ADD CONSTRAINT "partner_views_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_service_category_categories_slug_fk" FOREIGN KEY ("service_category") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_low_id_users_id_fk" FOREIGN KEY ("user_low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_high_id_users_id_fk" FOREIGN KEY ("user_high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_responses" ADD CONSTRAINT "quote_responses_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "partner_activities_partner_idx" ON "partner_activities" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_applications_user_idx" ON "partner_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_follows_partner_idx" ON "partner_follows" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_services_service_idx" ON "partner_services" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "partners_search_vector_idx" ON "partners" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "partners_search_text_trgm_idx" ON "partners" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_listing_idx" ON "partners" USING btree ("followers_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partners_category_idx" ON "partners" USING btree ("service_category");--> statement-breakpoint
CREATE INDEX "partners_username_lower_idx" ON "partners" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "conversations_low_idx" ON "conversations" USING btree ("user_low_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_high_idx" ON "conversations" USING btree ("user_high_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("receiver_id") WHERE NOT "messages"."is_read";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "quote_requests_partner_idx" ON "quote_requests" USING btree ("partner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" IN ('queued','sending');--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "performance_samples_ts_idx" ON "performance_samples" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "system_logs_ts_idx" ON "system_logs" USING btree ("timestamp");