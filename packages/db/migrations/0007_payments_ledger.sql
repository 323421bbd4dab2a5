CREATE TYPE "public"."journal_entry_kind" AS ENUM('disbursement', 'repayment', 'late_fee', 'reversal');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'successful', 'failed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."reminder_kind" AS ENUM('before_3', 'due_day', 'after_1', 'after_7');--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"kind" "journal_entry_kind" NOT NULL,
	"payment_id" uuid,
	"disbursement_id" uuid,
	"idempotency_key" text,
	"reverses_entry_id" uuid,
	"memo" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"loan_id" uuid NOT NULL,
	"instalment" integer,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit" >= 0 and "journal_lines"."credit" >= 0 and ("journal_lines"."debit" > 0) <> ("journal_lines"."credit" > 0)),
	CONSTRAINT "journal_lines_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed', 'cash_collected', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment')),
	CONSTRAINT "journal_lines_receivable_instalment" CHECK ((account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty')) = (instalment is not null))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"loan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'ZMW' NOT NULL,
	"operator" "mobile_operator" NOT NULL,
	"phone_number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"flagged_reason" text,
	"acknowledged_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"loan_id" uuid NOT NULL,
	"instalment" integer NOT NULL,
	"kind" "reminder_kind" NOT NULL,
	"due_date" date NOT NULL,
	"email_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_loan_id_instalment_kind_pk" PRIMARY KEY("loan_id","instalment","kind")
);
--> statement-breakpoint
DROP INDEX "loan_applications_one_open_per_user";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_disbursement_id_disbursements_id_fk" FOREIGN KEY ("disbursement_id") REFERENCES "public"."disbursements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reverses_entry_id_journal_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_loan_id_loan_applications_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_email_id_email_messages_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_payment_key" ON "journal_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_disbursement_key" ON "journal_entries" USING btree ("disbursement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_idempotency_key" ON "journal_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_reverses_key" ON "journal_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_one_disbursement_per_loan" ON "journal_entries" USING btree ("loan_id") WHERE "journal_entries"."kind" = 'disbursement';--> statement-breakpoint
CREATE INDEX "journal_entries_loan_created_idx" ON "journal_entries" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_loan_account_idx" ON "journal_lines" USING btree ("loan_id","account","instalment");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_idempotency_key" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_loan_created_idx" ON "payments" USING btree ("loan_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_checked_idx" ON "payments" USING btree ("last_checked_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers). The ledger is append-only and every
-- journal entry balances: checked at COMMIT by deferred constraint triggers, so an entry's lines can be
-- inserted one statement at a time inside its transaction, but an unbalanced entry can never be committed.
CREATE FUNCTION "journal_check_entry"(entry uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  debits numeric;
  credits numeric;
  line_count bigint;
  strays bigint;
BEGIN
  SELECT coalesce(sum(l."debit"), 0), coalesce(sum(l."credit"), 0), count(l."id"),
         count(l."id") FILTER (WHERE l."loan_id" <> e."loan_id")
    INTO debits, credits, line_count, strays
    FROM "journal_entries" e LEFT JOIN "journal_lines" l ON l."entry_id" = e."id"
   WHERE e."id" = entry;
  IF line_count < 2 OR debits <> credits OR strays > 0 THEN
    RAISE EXCEPTION 'journal entry % is not balanced (debits %, credits %, % lines, % on another loan)',
      entry, debits, credits, line_count, strays
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_balanced';
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "journal_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "journal_check_entry"(NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "journal_lines_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "journal_check_entry"(NEW."entry_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_balanced" AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_entries_balanced"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_lines_balanced" AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_lines_balanced"();--> statement-breakpoint
-- Entries are immutable: a correction is a reversal entry, never an edit.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused (post a reversal instead)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_append_only" BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_append_only" BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_entries_no_truncate" BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_lines_no_truncate" BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
-- One open application per borrower now counts approval_error too (an application waiting for staff).
-- A database made before can hold an approval_error beside a newer open application of the same borrower
-- (an older `npm run seed:demo` made one): the older one is closed as rejected, saying why, so that the
-- index can be built. Ties on the date are broken by id, so exactly one open application remains.
UPDATE "loan_applications" AS l
   SET "status" = 'rejected',
       "remarks" = 'Closed automatically: a newer application of this borrower was already open.',
       "updated_at" = now()
 WHERE l."status" = 'approval_error'
   AND EXISTS (
     SELECT 1 FROM "loan_applications" AS o
      WHERE o."user_id" = l."user_id"
        AND o."id" <> l."id"
        AND o."status" IN ('pending', 'in_review', 'approval_error')
        AND (o."status" <> 'approval_error' OR (o."application_date", o."id") > (l."application_date", l."id"))
   );--> statement-breakpoint
CREATE UNIQUE INDEX "loan_applications_one_open_per_user" ON "loan_applications" USING btree ("user_id") WHERE "loan_applications"."status" in ('pending', 'in_review', 'approval_error');
