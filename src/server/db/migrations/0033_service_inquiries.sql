-- Service inquiries (issue 22; docs/decisions/042-service-inquiry.md): what visitors write from a partner's
-- profile, pending until the sender confirms the address, then delivered once.
CREATE TABLE "service_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	CONSTRAINT "service_inquiries_language_check" CHECK ("service_inquiries"."language" IN ('tr','en')),
	CONSTRAINT "service_inquiries_message_check" CHECK (char_length("service_inquiries"."message") BETWEEN 1 AND 3000)
);
--> statement-breakpoint
ALTER TABLE "service_inquiries" ADD CONSTRAINT "service_inquiries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_inquiries_partner_idx" ON "service_inquiries" USING btree ("partner_id","delivered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_inquiries_pending_idx" ON "service_inquiries" USING btree ("created_at") WHERE "service_inquiries"."delivered_at" IS NULL;