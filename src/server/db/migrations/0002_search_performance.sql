CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "partners_search_text_trgm_idx";--> statement-breakpoint
DROP INDEX "partners_category_idx";--> statement-breakpoint
DROP INDEX "partners_listing_idx";--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rank_vector" "tsvector" GENERATED ALWAYS AS (f_search_vector(company_name, coalesce(short_description, '') || ' ' || search_extra, '')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_category_listing_idx" ON "partners" USING btree ("service_category","followers_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active AND is_approved;--> statement-breakpoint
CREATE INDEX "partners_listing_idx" ON "partners" USING btree ("followers_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active AND is_approved;