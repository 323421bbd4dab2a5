CREATE TABLE "credit_reported_records" (
	"submission_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"month" text NOT NULL,
	"record_hash" text NOT NULL,
	CONSTRAINT "credit_reported_records_submission_id_loan_id_month_pk" PRIMARY KEY("submission_id","loan_id","month")
);
--> statement-breakpoint
CREATE TABLE "credit_submission_chunks" (
	"submission_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "credit_submission_chunks_submission_id_seq_pk" PRIMARY KEY("submission_id","seq")
);
--> statement-breakpoint
CREATE TABLE "credit_submission_rejects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"reason_code" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'built' NOT NULL,
	"layout" text NOT NULL,
	"layout_version" text NOT NULL,
	"file_name" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"built_by" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"consumer_records" integer DEFAULT 0 NOT NULL,
	"account_records" integer DEFAULT 0 NOT NULL,
	"correction_records" integer DEFAULT 0 NOT NULL,
	"rejected_records" integer DEFAULT 0 NOT NULL,
	"held_records" integer DEFAULT 0 NOT NULL,
	"no_consent_loans" integer DEFAULT 0 NOT NULL,
	"file_bytes" bigint DEFAULT 0 NOT NULL,
	"stored_bytes" bigint DEFAULT 0 NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	CONSTRAINT "credit_submissions_status" CHECK ("credit_submissions"."status" in ('built', 'sent')),
	CONSTRAINT "credit_submissions_sent" CHECK (("credit_submissions"."status" = 'sent') = ("credit_submissions"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "credit_reported_records" ADD CONSTRAINT "credit_reported_records_submission_id_credit_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."credit_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submission_chunks" ADD CONSTRAINT "credit_submission_chunks_submission_id_credit_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."credit_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submission_rejects" ADD CONSTRAINT "credit_submission_rejects_submission_id_credit_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."credit_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submission_rejects" ADD CONSTRAINT "credit_submission_rejects_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submissions" ADD CONSTRAINT "credit_submissions_built_by_users_id_fk" FOREIGN KEY ("built_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_submissions" ADD CONSTRAINT "credit_submissions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reported_records_loan_idx" ON "credit_reported_records" USING btree ("loan_id","month");--> statement-breakpoint
CREATE INDEX "credit_submission_rejects_submission_idx" ON "credit_submission_rejects" USING btree ("submission_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_submissions_month_key" ON "credit_submissions" USING btree ("month");