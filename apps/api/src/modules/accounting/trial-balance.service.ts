import type { Executor, LedgerAccount } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { AccountingRange, TrialBalance } from '@kwacha/shared/staff/accounting';
import { type AccountSums, glCodes } from './accounting.repository';
import { ACCOUNTS_IN_CODE_ORDER, chartEntryOf } from './chart-of-accounts';
import { sumsByAccount } from './day-totals.repository';

/** One account's line in ngwee: `closing = opening + debits − credits`. */
export type NgweeLine = { account: LedgerAccount } & AccountSums & { closing: number };

/**
 * Every account's opening, debits, credits and closing in ngwee over a range of Lusaka days, in code
 * order, zeros included: summed by the database from the day totals and the lines of the days after them
 * (docs/decisions/049), never loan by loan here.
 */
export async function trialBalanceNgwee(db: Executor, range: AccountingRange): Promise<NgweeLine[]> {
  const sums = await sumsByAccount(db, range);
  return ACCOUNTS_IN_CODE_ORDER.map((account) => {
    const { opening, debits, credits } = sums.get(account) ?? { opening: 0, debits: 0, credits: 0 };
    return { account, opening, debits, credits, closing: opening + debits - credits };
  });
}

/** GET /api/admin/accounting/trial-balance: the ngwee lines in kwacha, with their totals. */
export async function trialBalance(db: Executor, range: AccountingRange): Promise<TrialBalance> {
  const [lines, codes] = await Promise.all([trialBalanceNgwee(db, range), glCodes(db)]);
  const total = (pick: (line: NgweeLine) => number) => ngweeToKwacha(lines.reduce((s, l) => s + pick(l), 0));
  return {
    from: range.from,
    to: range.to,
    lines: lines.map((line) => ({
      account: line.account,
      ...chartEntryOf(line.account),
      glCode: codes.get(line.account) ?? null,
      opening: ngweeToKwacha(line.opening),
      debits: ngweeToKwacha(line.debits),
      credits: ngweeToKwacha(line.credits),
      closing: ngweeToKwacha(line.closing),
    })),
    totals: {
      debits: total((l) => l.debits),
      credits: total((l) => l.credits),
      closing: total((l) => l.closing),
    },
  };
}
