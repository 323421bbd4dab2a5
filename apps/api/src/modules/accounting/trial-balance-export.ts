import type { Executor } from '@kwacha/db';
import { ACCOUNT_TYPE_LABELS, type AccountingRange } from '@kwacha/shared/staff/accounting';
import { TRIAL_BALANCE_CSV_HEADER } from '@kwacha/shared/staff/accounting-exports';
import { stringify } from 'csv-stringify/sync';
import { glCodes } from './accounting.repository';
import { chartEntryOf } from './chart-of-accounts';
import { type NgweeLine, trialBalanceNgwee } from './trial-balance.service';

/** One account's figures as a general ledger prints them: a balance under Dr or Cr, never signed. */
export interface TrialBalanceRow {
  code: string;
  glCode: string;
  name: string;
  type: string;
  openingDebit: number;
  openingCredit: number;
  debits: number;
  credits: number;
  closingDebit: number;
  closingCredit: number;
}

export interface TrialBalanceFigures {
  range: AccountingRange;
  rows: TrialBalanceRow[];
  totals: Omit<TrialBalanceRow, 'code' | 'glCode' | 'name' | 'type'>;
  /** The period's debits equal its credits, and the closing debit balances the closing credit ones. */
  balanced: boolean;
}

const debitSide = (balance: number) => Math.max(balance, 0);
const creditSide = (balance: number) => Math.max(-balance, 0);

function rowOf(line: NgweeLine, glCode: string): TrialBalanceRow {
  const entry = chartEntryOf(line.account);
  return {
    code: entry.code,
    glCode,
    name: entry.name,
    type: ACCOUNT_TYPE_LABELS[entry.type],
    openingDebit: debitSide(line.opening),
    openingCredit: creditSide(line.opening),
    debits: line.debits,
    credits: line.credits,
    closingDebit: debitSide(line.closing),
    closingCredit: creditSide(line.closing),
  };
}

/** The trial balance in ngwee, each balance on its side, with the totals: what the CSV and the PDF print. */
export async function trialBalanceFigures(
  db: Executor,
  range: AccountingRange,
): Promise<TrialBalanceFigures> {
  const [lines, codes] = await Promise.all([trialBalanceNgwee(db, range), glCodes(db)]);
  const rows = lines.map((line) => rowOf(line, codes.get(line.account) ?? ''));
  const sum = (pick: (row: TrialBalanceRow) => number) => rows.reduce((s, row) => s + pick(row), 0);
  const totals = {
    openingDebit: sum((r) => r.openingDebit),
    openingCredit: sum((r) => r.openingCredit),
    debits: sum((r) => r.debits),
    credits: sum((r) => r.credits),
    closingDebit: sum((r) => r.closingDebit),
    closingCredit: sum((r) => r.closingCredit),
  };
  const balanced = totals.debits === totals.credits && totals.closingDebit === totals.closingCredit;
  return { range, rows, totals, balanced };
}

/** Ngwee as kwacha with two decimals and a dot, zero included ("0.00"): a trial balance has no blanks. */
export const kwachaCell = (ngwee: number) =>
  `${ngwee < 0 ? '-' : ''}${Math.trunc(Math.abs(ngwee) / 100)}.${String(Math.abs(ngwee) % 100).padStart(2, '0')}`;

const amounts = (r: TrialBalanceFigures['totals']) =>
  [r.openingDebit, r.openingCredit, r.debits, r.credits, r.closingDebit, r.closingCredit].map(kwachaCell);

/** The trial balance as CSV (RFC 4180, CRLF, no byte-order mark), every account then a totals row. */
export function trialBalanceCsv(figures: TrialBalanceFigures): string {
  return stringify(
    [
      [...TRIAL_BALANCE_CSV_HEADER],
      ...figures.rows.map((r) => [r.code, r.glCode, r.name, r.type, ...amounts(r)]),
      ['', '', 'Total', '', ...amounts(figures.totals)],
    ],
    { record_delimiter: 'windows' },
  );
}

/** 'trial-balance-2026-11-01-to-2026-11-30.csv' or '.pdf'. */
export const trialBalanceFileName = (range: AccountingRange, extension: 'csv' | 'pdf') =>
  `trial-balance-${range.from}-to-${range.to}.${extension}`;
