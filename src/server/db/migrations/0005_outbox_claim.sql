ALTER TABLE "email_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_claim_idx" ON "email_outbox" USING btree ("claimed_until") WHERE "email_outbox"."status" = 'sending';--> statement-breakpoint
-- Rows left 'sending' by a process that died before this migration have no lease: give them one that
-- ends in five minutes, long enough for a still-running older process to finish its send, after which
-- any worker re-sends them (docs/decisions/007-outbox-claim.md).
UPDATE "email_outbox" SET "claimed_by" = 'before-0005', "claimed_until" = now() + interval '5 minutes' WHERE "status" = 'sending';
