ALTER TABLE "portfolio_days" ADD COLUMN "written_off_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_days" ADD COLUMN "recovered_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "journal_entries_write_off_created_idx" ON "journal_entries" USING btree ("created_at") WHERE "journal_entries"."idempotency_key" like 'write-off:%';--> statement-breakpoint
CREATE INDEX "journal_entries_recovery_created_idx" ON "journal_entries" USING btree ("created_at") WHERE "journal_entries"."idempotency_key" like 'recovery:%';