ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "work_type" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "project_start_date" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "project_end_date" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_work_type_check" CHECK ("quote_requests"."work_type" IN ('monthly','project'));--> statement-breakpoint
-- Older quote requests: their serviceNeeded split as the quote form composed it, Turkish labels first,
-- then English (decision 038; the same split as `splitServiceNeeded` in quotes/quote-views.ts). A text
-- that is not composed so keeps `service` NULL and is shown whole.
UPDATE "quote_requests" q SET
  "service" = btrim(coalesce(r.m[1], '')),
  "work_type" = CASE WHEN r.m[2] IS NOT NULL THEN 'monthly' ELSE 'project' END,
  "project_start_date" = r.m[4]::date,
  "project_end_date" = r.m[5]::date
FROM (
  SELECT "id", regexp_match("service_needed",
    '^(?:(.*) — )?Çalışma şekli: (?:(Aylık)|(Proje bazlı)(?: \((?:başlangıç (\d{4}-\d{2}-\d{2}))?(?:, )?(?:bitiş (\d{4}-\d{2}-\d{2}))?\))?)$') AS m
  FROM "quote_requests" WHERE "service" IS NULL
) r
WHERE q."id" = r."id" AND r.m IS NOT NULL;--> statement-breakpoint
UPDATE "quote_requests" q SET
  "service" = btrim(coalesce(r.m[1], '')),
  "work_type" = CASE WHEN r.m[2] IS NOT NULL THEN 'monthly' ELSE 'project' END,
  "project_start_date" = r.m[4]::date,
  "project_end_date" = r.m[5]::date
FROM (
  SELECT "id", regexp_match("service_needed",
    '^(?:(.*) — )?Work type: (?:(Monthly)|(Project-based)(?: \((?:start (\d{4}-\d{2}-\d{2}))?(?:, )?(?:end (\d{4}-\d{2}-\d{2}))?\))?)$') AS m
  FROM "quote_requests" WHERE "service" IS NULL
) r
WHERE q."id" = r."id" AND r.m IS NOT NULL;--> statement-breakpoint
-- Wording per the spec's roles (the buyer sent a talep, the partner answers with a teklif) and the
-- request summary at the end, where its work type and dates read well. Only templates still as first
-- seeded change: an admin's edit stays.
UPDATE "notification_templates" SET "message" = '{{customerName}} ({{companyName}}) teklif talep etti: {{serviceNeeded}}', "updated_at" = now()
WHERE "type" = 'quote_request' AND "language" = 'tr' AND "message" = '{{customerName}} ({{companyName}}) {{serviceNeeded}} için teklif talep etti.';--> statement-breakpoint
UPDATE "notification_templates" SET "message" = '{{customerName}} ({{companyName}}) requested a quote: {{serviceNeeded}}', "updated_at" = now()
WHERE "type" = 'quote_request' AND "language" = 'en' AND "message" = '{{customerName}} ({{companyName}}) requested a quote for {{serviceNeeded}}.';--> statement-breakpoint
UPDATE "notification_templates" SET "title" = 'Talebinize Teklif Geldi', "updated_at" = now()
WHERE "type" = 'quote_response' AND "language" = 'tr' AND "title" = 'Teklifinize Yanıt Geldi';--> statement-breakpoint
UPDATE "notification_templates" SET "message" = '{{partnerName}} talebinize teklif gönderdi: {{serviceNeeded}}', "updated_at" = now()
WHERE "type" = 'quote_response' AND "language" = 'tr' AND "message" = '{{partnerName}}, {{serviceNeeded}} talebinize teklif gönderdi.';--> statement-breakpoint
UPDATE "notification_templates" SET "message" = '{{partnerName}} sent a quote for your request: {{serviceNeeded}}', "updated_at" = now()
WHERE "type" = 'quote_response' AND "language" = 'en' AND "message" = '{{partnerName}} sent a quote for your {{serviceNeeded}} request.';--> statement-breakpoint
UPDATE "email_templates" SET "subject" = '{{partnerName}} talebinize teklif gönderdi', "updated_at" = now()
WHERE "type" = 'quote_response_received' AND "language" = 'tr' AND "subject" = '{{partnerName}} teklifinizi yanıtladı';
