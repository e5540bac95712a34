CREATE TABLE "weekly_digest_mails" (
	"user_id" integer NOT NULL,
	"week" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digest_mails_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "weekly_digest_mails" ADD CONSTRAINT "weekly_digest_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The weekly_summary template gets its digest sections (decision 041). Seeds never overwrite a template,
-- so the rows an admin never saved (updated_at still equal to created_at) are removed here and the
-- seed writes the new text at start-up; a template an admin edited stays as it is.
DELETE FROM "email_templates" WHERE "type" = 'weekly_summary' AND "updated_at" = "created_at";
