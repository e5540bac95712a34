-- Category capability fields (issue 21; docs/decisions/027-capability-fields.md). Written by hand in
-- drizzle-kit's form (src/server/db/schema/capabilities.ts, partners.ts).
--   * `capability_definitions`: one row per category with its fields as JSON, seeded with defaults
--     by the reference seed (inserted when missing, never overwritten) and edited by admins.
--   * `partners.capabilities`: the partner's values (field key → option keys or tags), with a GIN
--     index (jsonb_path_ops) for the catalogue's `capabilities @> '{"field":["option"]}'` filter.
CREATE TABLE "capability_definitions" (
	"category_slug" text PRIMARY KEY NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capability_definitions" ADD CONSTRAINT "capability_definitions_category_slug_check" CHECK ("capability_definitions"."category_slug" IN ('pazar-analizi','gumruk','lojistik','pazarlama','fotograf','danismanlik','hukuk','finans','marka','fuar','uretim','paketleme','odeme','eticaret','pazaryeri','it'));
--> statement-breakpoint
ALTER TABLE "capability_definitions" ADD CONSTRAINT "capability_definitions_category_slug_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."categories"("slug") ON DELETE cascade ON UPDATE cascade;
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "capabilities" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "partners_capabilities_idx" ON "partners" USING gin ("capabilities" jsonb_path_ops);
