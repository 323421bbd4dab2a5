import { z } from 'zod';
import { calendarDay } from '../validation/calendar-day';

/**
 * The books (issue 43, docs/product.md §24, docs/decisions/046): the chart of accounts, the trial balance,
 * closed months. Money is kwacha with at most two decimals, read from the ledger; days are Lusaka days.
 */

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** How each account type reads in words, for the screen and the exports. */
export const ACCOUNT_TYPE_LABELS: Readonly<Record<AccountType, string>> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  income: 'Income',
  expense: 'Expense',
};

export interface ChartEntry {
  /** Our own account code: 1xxx assets, 2xxx liabilities, 3xxx equity, 4xxx income, 5xxx expenses. */
  code: string;
  name: string;
  type: AccountType;
}

/**
 * Every ledger account (packages/db/src/schema/ledger.ts `LEDGER_ACCOUNTS`; a test keeps the two the same)
 * with its code, name and type. Cash is one clearing account per provider and direction (collected from
 * borrowers, paid out to them), so each day ties to that provider's statement (docs/decisions/051);
 * `loan_written_off` and `loan_loss_provision` are contra assets (credit balances) against the receivables.
 */
export const CHART_OF_ACCOUNTS: Readonly<Record<string, ChartEntry>> = {
  cash_disbursed_simulator: {
    code: '1010',
    name: 'Paid out by the simulator (no real money)',
    type: 'asset',
  },
  cash_disbursed_mtn: { code: '1011', name: 'Paid out through MTN MoMo (clearing)', type: 'asset' },
  cash_disbursed_airtel: { code: '1012', name: 'Paid out through Airtel Money (clearing)', type: 'asset' },
  cash_disbursed_lenco: { code: '1013', name: 'Paid out through Lenco (clearing)', type: 'asset' },
  // Flutterwave takes card repayments only (docs/decisions/055): this account stays empty.
  cash_disbursed_flutterwave: {
    code: '1014',
    name: 'Paid out through Flutterwave (clearing; unused)',
    type: 'asset',
  },
  cash_collected_simulator: {
    code: '1020',
    name: 'Collected by the simulator (no real money)',
    type: 'asset',
  },
  cash_collected_mtn: { code: '1021', name: 'Collected through MTN MoMo (clearing)', type: 'asset' },
  cash_collected_airtel: { code: '1022', name: 'Collected through Airtel Money (clearing)', type: 'asset' },
  cash_collected_lenco: { code: '1023', name: 'Collected through Lenco (clearing)', type: 'asset' },
  cash_collected_flutterwave: {
    code: '1024',
    name: 'Collected by card through Flutterwave (clearing)',
    type: 'asset',
  },
  cash_refunded: { code: '1030', name: 'Cash refunded to payers outside the system', type: 'asset' },
  loan_principal: { code: '1100', name: 'Loans receivable: principal', type: 'asset' },
  loan_interest: { code: '1110', name: 'Loans receivable: interest', type: 'asset' },
  loan_fee: { code: '1120', name: 'Loans receivable: fees', type: 'asset' },
  loan_penalty: { code: '1130', name: 'Loans receivable: late fees', type: 'asset' },
  loan_written_off: { code: '1190', name: 'Loans written off (contra)', type: 'asset' },
  loan_loss_provision: { code: '1195', name: 'Provision for loan losses (contra)', type: 'asset' },
  unearned_interest: { code: '2100', name: 'Unearned interest', type: 'liability' },
  suspended_interest: { code: '2150', name: 'Interest in suspense', type: 'liability' },
  overpayment: { code: '2200', name: 'Overpayments held for borrowers', type: 'liability' },
  interest_income: { code: '4000', name: 'Interest income', type: 'income' },
  income_fee: { code: '4100', name: 'Service fee income', type: 'income' },
  income_penalty: { code: '4200', name: 'Late fee income', type: 'income' },
  recoveries: { code: '4300', name: 'Recoveries after write-off', type: 'income' },
  write_off_expense: { code: '5100', name: 'Loans written off', type: 'expense' },
  provision_expense: { code: '5200', name: 'Loan-loss provision expense', type: 'expense' },
};

const isoDate = calendarDay();
const kwacha = z.number();

/** One account of the chart, with the lender's general-ledger code a superuser mapped it to (or none). */
export const ledgerAccountSchema = z.object({
  /** The ledger's own name of the account, e.g. `loan_principal`. */
  account: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  glCode: z.string().nullable(),
});
export type LedgerAccountView = z.infer<typeof ledgerAccountSchema>;

/** GET /api/admin/accounting/accounts: the chart, in code order. */
export const chartOfAccountsSchema = z.object({ accounts: z.array(ledgerAccountSchema) });
export type ChartOfAccounts = z.infer<typeof chartOfAccountsSchema>;

/**
 * PUT /api/admin/accounting/accounts/:account (superuser; audited): the lender's general-ledger code for
 * the account, as their accounting package names it; null or '' removes the mapping.
 */
export const glCodeUpdateSchema = z.strictObject({
  glCode: z
    .string()
    .trim()
    .max(30, { error: 'Please keep the code to 30 characters.' })
    .regex(/^[A-Za-z0-9./ -]*$/, { error: 'Use letters, digits, spaces, dots, slashes and dashes only.' })
    .nullable()
    .transform((code) => (code ? code : null)),
});
export type GlCodeUpdate = z.infer<typeof glCodeUpdateSchema>;

/** A trial balance spans at most this many days (a year and a day: one financial year and its close). */
export const MAX_TRIAL_BALANCE_DAYS = 366;

/** GET /api/admin/accounting/trial-balance and journal.csv: the first and last day, inclusive. */
export const accountingRangeSchema = z.strictObject({ from: isoDate, to: isoDate }).superRefine((q, ctx) => {
  if (q.from > q.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first.' });
  } else if (daysSpanned(q.from, q.to) > MAX_TRIAL_BALANCE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: ACCOUNTING_MESSAGES.rangeTooLong });
  }
});

/** Days from `from` to `to`, both counted (two YYYY-MM-DD days, read as UTC midnights: no clock shifts). */
export function daysSpanned(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}
export type AccountingRange = z.infer<typeof accountingRangeSchema>;

/**
 * One account's line: balances are debit − credit (a credit balance is negative), so the openings, and
 * the closings, each add up to zero; `closing = opening + debits − credits`.
 */
export const trialBalanceLineSchema = ledgerAccountSchema.extend({
  opening: kwacha,
  debits: kwacha,
  credits: kwacha,
  closing: kwacha,
});
export type TrialBalanceLine = z.infer<typeof trialBalanceLineSchema>;

export const trialBalanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  lines: z.array(trialBalanceLineSchema),
  /** Σ debits and Σ credits of the period (equal to the ngwee), and Σ closing (zero). */
  totals: z.object({ debits: kwacha, credits: kwacha, closing: kwacha }),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

/** A closed month: nothing may post with a date inside it. */
export const closedPeriodSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  closedAt: z.string(),
  closedBy: z.object({ id: z.string(), name: z.string() }),
});
export type ClosedPeriod = z.infer<typeof closedPeriodSchema>;

/** GET /api/admin/accounting/periods: closed months, newest first, and the latest month that may close. */
export const periodsSchema = z.object({
  closed: z.array(closedPeriodSchema),
  /**
   * The month a close would accept now (null: none): the earliest open month with entries that has ended
   * by the business date (months close in order), else the last ended month if it is still open.
   */
  closable: z.string().nullable(),
});
export type Periods = z.infer<typeof periodsSchema>;

/** POST /api/admin/accounting/periods/:month/close: `:month` as YYYY-MM. */
export const periodParamsSchema = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Give the month as YYYY-MM.' }),
});

/** The words of every accounting answer and refusal, shared by the API and the screen. */
export const ACCOUNTING_MESSAGES = {
  glCodeSaved: 'The general-ledger code is saved.',
  accountNotFound: 'Account not found.',
  closed: (month: string) => `${month} is closed: nothing more can post inside it.`,
  notEnded: (month: string) => `${month} has not ended yet: a month can be closed from its first next day.`,
  alreadyClosed: (month: string) => `${month} is already closed.`,
  earlierOpen: (month: string) => `Close ${month} first: months close in order.`,
  postingInClosedPeriod: 'That date is in a closed month: post the correction in the open period.',
  rangeTooLong: `Choose at most ${MAX_TRIAL_BALANCE_DAYS} days.`,
} as const;
