CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"object_key" text,
	"bytes" bigint,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" IN ('pending','ready')),
	CONSTRAINT "data_exports_ready_check" CHECK ("data_exports"."status" <> 'ready' OR ("data_exports"."object_key" IS NOT NULL AND "data_exports"."expires_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_pending_idx" ON "data_exports" USING btree ("requested_at") WHERE "data_exports"."status" = 'pending';
--> statement-breakpoint
-- The seeded data_export_ready text said the link "opens only with your account"; the link is a bearer
-- token (decision 039). Templates an admin rewrote no longer hold the sentence and stay as they are.
UPDATE "email_templates" SET "html_content" = replace("html_content", 'Güvenliğiniz için bağlantı sınırlı bir süre geçerlidir ve yalnızca hesabınızla açılabilir.', 'Bağlantı <strong>{{date}}</strong> tarihine kadar geçerlidir ve bağlantıya sahip olan herkes dosyayı indirebilir: lütfen kimseyle paylaşmayın. Süresi dolduktan sonra kullanıcı panelinizden yeni bir kopya isteyebilirsiniz.') WHERE "type" = 'data_export_ready' AND "language" = 'tr';--> statement-breakpoint
UPDATE "email_templates" SET "html_content" = replace("html_content", 'For your security the link is valid for a limited time and opens only with your account.', 'The link is valid until <strong>{{date}}</strong>, and anyone who has it can download the file: please do not share it. After that you can ask for a new copy in your user panel.') WHERE "type" = 'data_export_ready' AND "language" = 'en';
