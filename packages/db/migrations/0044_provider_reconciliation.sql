CREATE TYPE "public"."reconciliation_resolution" AS ENUM('sent_to_flagged_payments', 'investigated');--> statement-breakpoint
CREATE TYPE "public"."reconciliation_result" AS ENUM('matched', 'amount_differs', 'only_theirs', 'only_ours', 'not_settled');--> statement-breakpoint
CREATE TYPE "public"."statement_direction" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TABLE "provider_statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"line_number" integer,
	"provider_transaction_id" text,
	"reference" text,
	"direction" "statement_direction" NOT NULL,
	"amount" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"result" "reconciliation_result" NOT NULL,
	"payment_id" uuid,
	"disbursement_id" uuid,
	"our_status" text,
	"resolution" "reconciliation_resolution",
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	CONSTRAINT "provider_statement_lines_provider_known" CHECK (provider in ('simulator', 'mtn', 'airtel', 'lenco')),
	CONSTRAINT "provider_statement_lines_amount_positive" CHECK ("provider_statement_lines"."amount" > 0),
	CONSTRAINT "provider_statement_lines_one_transaction" CHECK ("provider_statement_lines"."payment_id" is null or "provider_statement_lines"."disbursement_id" is null),
	CONSTRAINT "provider_statement_lines_source" CHECK (("provider_statement_lines"."result"::text = 'only_ours') = ("provider_statement_lines"."line_number" is null) and ("provider_statement_lines"."line_number" is null) = ("provider_statement_lines"."provider_transaction_id" is null)),
	CONSTRAINT "provider_statement_lines_resolution_complete" CHECK (("provider_statement_lines"."resolution" is null) = ("provider_statement_lines"."resolved_at" is null) and ("provider_statement_lines"."resolution" is null) = ("provider_statement_lines"."resolved_by" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"line_count" integer NOT NULL,
	"already_reconciled" integer NOT NULL,
	"total_in" bigint NOT NULL,
	"total_out" bigint NOT NULL,
	"day_totals" jsonb NOT NULL,
	CONSTRAINT "provider_statements_provider_known" CHECK (provider in ('simulator', 'mtn', 'airtel', 'lenco')),
	CONSTRAINT "provider_statements_days_ordered" CHECK ("provider_statements"."first_day" <= "provider_statements"."last_day")
);
--> statement-breakpoint
ALTER TABLE "provider_statement_lines" ADD CONSTRAINT "provider_statement_lines_statement_id_provider_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."provider_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_statement_lines" ADD CONSTRAINT "provider_statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_statement_lines" ADD CONSTRAINT "provider_statement_lines_disbursement_id_disbursements_id_fk" FOREIGN KEY ("disbursement_id") REFERENCES "public"."disbursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_statement_lines" ADD CONSTRAINT "provider_statement_lines_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_statements" ADD CONSTRAINT "provider_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_statement_lines_transaction_key" ON "provider_statement_lines" USING btree ("provider","provider_transaction_id") WHERE "provider_statement_lines"."provider_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "provider_statement_lines_statement_idx" ON "provider_statement_lines" USING btree ("statement_id","result");--> statement-breakpoint
CREATE INDEX "provider_statement_lines_payment_idx" ON "provider_statement_lines" USING btree ("payment_id") WHERE "provider_statement_lines"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "provider_statement_lines_disbursement_idx" ON "provider_statement_lines" USING btree ("disbursement_id") WHERE "provider_statement_lines"."disbursement_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_statements_provider_sha256_key" ON "provider_statements" USING btree ("provider","sha256");--> statement-breakpoint
CREATE INDEX "provider_statements_uploaded_idx" ON "provider_statements" USING btree ("uploaded_at","id");