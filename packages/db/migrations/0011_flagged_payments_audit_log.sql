CREATE TYPE "public"."payment_resolution" AS ENUM('applied', 'refunded', 'dismissed');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'refund';--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resolution" "payment_resolution";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resolved_flag_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "payments_flagged_idx" ON "payments" USING btree ("created_at","id") WHERE "payments"."flagged_reason" is not null and "payments"."status" <> 'pending';--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed', 'cash_collected', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment', 'cash_refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_resolution_complete" CHECK (("payments"."resolution" is null) = ("payments"."resolved_at" is null) and ("payments"."resolution" is null) = ("payments"."resolved_by" is null));