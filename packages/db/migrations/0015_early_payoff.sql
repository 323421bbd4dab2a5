CREATE TYPE "public"."payment_purpose" AS ENUM('repayment', 'payoff');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'interest_rebate';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" "payment_purpose" DEFAULT 'repayment' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payoff_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payoff_dated" CHECK (("payments"."purpose" = 'payoff') = ("payments"."payoff_on" is not null));