-- Planned maintenance windows (issue 22; docs/decisions/040-maintenance-windows.md). Every process keeps
-- the coming windows in memory to decide each write request cheaply; the statement trigger below tells
-- every process (LISTEN maintenance_windows) that the table changed, whatever wrote it, at commit.
CREATE TABLE "maintenance_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"message_tr" text NOT NULL,
	"message_en" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"announce_cursor" integer DEFAULT 0 NOT NULL,
	"announced_at" timestamp with time zone,
	CONSTRAINT "maintenance_windows_times_check" CHECK ("maintenance_windows"."ends_at" > "maintenance_windows"."starts_at"),
	CONSTRAINT "maintenance_windows_messages_check" CHECK (char_length("maintenance_windows"."message_tr") BETWEEN 1 AND 300 AND char_length("maintenance_windows"."message_en") BETWEEN 1 AND 300)
);
--> statement-breakpoint
ALTER TABLE "maintenance_windows" ADD CONSTRAINT "maintenance_windows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_windows_ends_idx" ON "maintenance_windows" USING btree ("ends_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_maintenance_windows_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      PERFORM pg_notify('maintenance_windows', '');
      RETURN NULL;
    END
  $$;
--> statement-breakpoint
CREATE TRIGGER maintenance_windows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON maintenance_windows
  FOR EACH STATEMENT EXECUTE FUNCTION f_maintenance_windows_changed();
