CREATE TYPE "public"."prepayment_option" AS ENUM('shorter_term', 'lower_instalment');--> statement-breakpoint
ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'reschedule';--> statement-breakpoint
ALTER TYPE "public"."payment_purpose" ADD VALUE 'prepayment';--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_payoff_dated";--> statement-breakpoint
ALTER TABLE "loan_applications" ADD COLUMN "schedule_revision" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "prepayment_option" "prepayment_option";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_prepayment_option" CHECK (("payments"."purpose"::text = 'prepayment') = ("payments"."prepayment_option" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payoff_dated" CHECK (("payments"."purpose"::text in ('payoff', 'prepayment')) = ("payments"."payoff_on" is not null));