import { LEDGER_ACCOUNTS, type LedgerAccount } from '@kwacha/db';
import { CHART_OF_ACCOUNTS, type ChartEntry } from '@kwacha/shared/staff/accounting';

/** The chart's entry of a ledger account (chart-of-accounts.test.ts keeps every account in the chart). */
export function chartEntryOf(account: LedgerAccount): ChartEntry {
  const entry = CHART_OF_ACCOUNTS[account];
  if (!entry) throw new Error(`ledger account ${account} is not in CHART_OF_ACCOUNTS`);
  return entry;
}

/** Every ledger account in the chart's code order: assets, liabilities, equity, income, expenses. */
export const ACCOUNTS_IN_CODE_ORDER: readonly LedgerAccount[] = [...LEDGER_ACCOUNTS].sort((a, b) =>
  chartEntryOf(a).code.localeCompare(chartEntryOf(b).code),
);

export const isLedgerAccount = (name: string): name is LedgerAccount =>
  (LEDGER_ACCOUNTS as readonly string[]).includes(name);
