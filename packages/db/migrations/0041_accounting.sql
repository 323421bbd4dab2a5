CREATE TABLE "closed_periods" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid NOT NULL,
	CONSTRAINT "closed_periods_month_shape" CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "ledger_account_mappings" (
	"account" text PRIMARY KEY NOT NULL,
	"gl_code" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid NOT NULL,
	CONSTRAINT "ledger_account_mappings_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed', 'cash_collected', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment', 'cash_refunded', 'loan_written_off', 'write_off_expense', 'recoveries'))
);
--> statement-breakpoint
CREATE TABLE "period_balances" (
	"month" text NOT NULL,
	"account" text NOT NULL,
	"opening" bigint NOT NULL,
	"debits" bigint NOT NULL,
	"credits" bigint NOT NULL,
	"closing" bigint NOT NULL,
	CONSTRAINT "period_balances_month_account_pk" PRIMARY KEY("month","account"),
	CONSTRAINT "period_balances_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed', 'cash_collected', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment', 'cash_refunded', 'loan_written_off', 'write_off_expense', 'recoveries')),
	CONSTRAINT "period_balances_closing" CHECK ("period_balances"."closing" = "period_balances"."opening" + "period_balances"."debits" - "period_balances"."credits")
);
--> statement-breakpoint
ALTER TABLE "closed_periods" ADD CONSTRAINT "closed_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_account_mappings" ADD CONSTRAINT "ledger_account_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_created_idx" ON "journal_entries" USING btree ("created_at");--> statement-breakpoint
-- Hand-written from here (drizzle-kit does not model triggers). A closed month stays closed whatever the
-- code does: an entry whose Lusaka month is closed is refused before it is written, with SQLSTATE KW043
-- (postgres-errors.ts `isPostingInClosedPeriod`), which the ledger answers as 409 POSTING_IN_CLOSED_PERIOD.
CREATE FUNCTION "journal_entries_open_period"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_month text := to_char(NEW."created_at" AT TIME ZONE 'Africa/Lusaka', 'YYYY-MM');
BEGIN
  IF EXISTS (SELECT 1 FROM "closed_periods" WHERE "month" = entry_month) THEN
    RAISE EXCEPTION 'posting in closed period %: journal entries dated inside a closed month are refused', entry_month
      USING ERRCODE = 'KW043';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "journal_entries_open_period" BEFORE INSERT ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION "journal_entries_open_period"();
