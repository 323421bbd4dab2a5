CREATE TYPE "public"."write_off_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'write_off';--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'recovery';--> statement-breakpoint
ALTER TYPE "public"."loan_status" ADD VALUE 'written_off';--> statement-breakpoint
CREATE TABLE "write_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"status" "write_off_status" DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"days_past_due" integer NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"amount" bigint,
	"journal_entry_id" uuid
);
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_known";--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_offs" ADD CONSTRAINT "write_offs_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "write_offs_one_pending_idx" ON "write_offs" USING btree ("loan_id") WHERE "write_offs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "write_offs_one_approved_idx" ON "write_offs" USING btree ("loan_id") WHERE "write_offs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "write_offs_loan_idx" ON "write_offs" USING btree ("loan_id","proposed_at");--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed', 'cash_collected', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment', 'cash_refunded', 'loan_written_off', 'write_off_expense', 'recoveries'));