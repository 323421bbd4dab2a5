ALTER TYPE "public"."journal_entry_kind" ADD VALUE 'provision';--> statement-breakpoint
ALTER TABLE "ledger_account_mappings" DROP CONSTRAINT "ledger_account_mappings_account_known";--> statement-breakpoint
ALTER TABLE "period_balances" DROP CONSTRAINT "period_balances_account_known";--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_known";--> statement-breakpoint
-- docs/decisions/051: cash moves to one clearing account per provider and direction. Lines booked before
-- (none in production: this lands before go-live) move to the account of the provider on their payment's
-- or transfer's row; the append-only trigger is set aside for this one statement pair only.
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
UPDATE "journal_lines" l SET "account" = 'cash_collected_' || coalesce(p."provider", 'simulator')
  FROM "journal_entries" e LEFT JOIN "payments" p ON p."id" = e."payment_id"
  WHERE l."entry_id" = e."id" AND l."account" = 'cash_collected';--> statement-breakpoint
UPDATE "journal_lines" l SET "account" = 'cash_disbursed_' || coalesce(d."provider", 'simulator')
  FROM "journal_entries" e LEFT JOIN "disbursements" d ON d."id" = e."disbursement_id"
  WHERE l."entry_id" = e."id" AND l."account" = 'cash_disbursed';--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_append_only";--> statement-breakpoint
-- A general-ledger code mapped to the old account carries over to each of its providers' accounts.
INSERT INTO "ledger_account_mappings" ("account", "gl_code", "updated_at", "updated_by")
  SELECT m."account" || '_' || p.name, m."gl_code", m."updated_at", m."updated_by"
  FROM "ledger_account_mappings" m, (VALUES ('simulator'), ('mtn'), ('airtel'), ('lenco')) AS p(name)
  WHERE m."account" IN ('cash_collected', 'cash_disbursed')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "ledger_account_mappings" WHERE "account" IN ('cash_collected', 'cash_disbursed');--> statement-breakpoint
-- A closed month's kept balances of the old accounts are split by provider, recomputed from the same lines.
DELETE FROM "period_balances" WHERE "account" IN ('cash_collected', 'cash_disbursed');--> statement-breakpoint
INSERT INTO "period_balances" ("month", "account", "opening", "debits", "credits", "closing")
  SELECT c."month", l."account",
    coalesce(sum(l."debit" - l."credit") FILTER (WHERE e."created_at" < s.start), 0),
    coalesce(sum(l."debit") FILTER (WHERE e."created_at" >= s.start), 0),
    coalesce(sum(l."credit") FILTER (WHERE e."created_at" >= s.start), 0),
    coalesce(sum(l."debit" - l."credit"), 0)
  FROM "closed_periods" c
  CROSS JOIN LATERAL (SELECT ((c."month" || '-01')::date)::timestamp AT TIME ZONE 'Africa/Lusaka' AS start,
    (((c."month" || '-01')::date + interval '1 month')::date)::timestamp AT TIME ZONE 'Africa/Lusaka' AS finish) s
  JOIN "journal_entries" e ON e."created_at" < s.finish
  JOIN "journal_lines" l ON l."entry_id" = e."id"
    AND (l."account" LIKE 'cash\_collected\_%' OR l."account" LIKE 'cash\_disbursed\_%')
  GROUP BY c."month", l."account";--> statement-breakpoint
ALTER TABLE "ledger_account_mappings" ADD CONSTRAINT "ledger_account_mappings_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed_simulator', 'cash_disbursed_mtn', 'cash_disbursed_airtel', 'cash_disbursed_lenco', 'cash_collected_simulator', 'cash_collected_mtn', 'cash_collected_airtel', 'cash_collected_lenco', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment', 'cash_refunded', 'loan_written_off', 'write_off_expense', 'recoveries', 'interest_income', 'suspended_interest', 'loan_loss_provision', 'provision_expense'));--> statement-breakpoint
ALTER TABLE "period_balances" ADD CONSTRAINT "period_balances_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed_simulator', 'cash_disbursed_mtn', 'cash_disbursed_airtel', 'cash_disbursed_lenco', 'cash_collected_simulator', 'cash_collected_mtn', 'cash_collected_airtel', 'cash_collected_lenco', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment', 'cash_refunded', 'loan_written_off', 'write_off_expense', 'recoveries', 'interest_income', 'suspended_interest', 'loan_loss_provision', 'provision_expense'));--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_known" CHECK (account in ('loan_principal', 'loan_interest', 'loan_fee', 'loan_penalty', 'cash_disbursed_simulator', 'cash_disbursed_mtn', 'cash_disbursed_airtel', 'cash_disbursed_lenco', 'cash_collected_simulator', 'cash_collected_mtn', 'cash_collected_airtel', 'cash_collected_lenco', 'income_fee', 'unearned_interest', 'income_penalty', 'overpayment', 'cash_refunded', 'loan_written_off', 'write_off_expense', 'recoveries', 'interest_income', 'suspended_interest', 'loan_loss_provision', 'provision_expense'));