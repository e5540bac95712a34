CREATE TABLE "partner_lifecycle_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_lifecycle_mails" ADD CONSTRAINT "partner_lifecycle_mails_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_lifecycle_mails_partner_key_idx" ON "partner_lifecycle_mails" USING btree ("partner_id","key");