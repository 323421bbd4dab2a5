import { LEDGER_ACCOUNTS } from '@kwacha/db';
import { ACCOUNT_TYPES, CHART_OF_ACCOUNTS } from '@kwacha/shared/staff/accounting';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS_IN_CODE_ORDER } from './chart-of-accounts';

describe('the chart of accounts (docs/decisions/046)', () => {
  it('names exactly the accounts of the ledger', () => {
    expect(Object.keys(CHART_OF_ACCOUNTS).sort()).toEqual([...LEDGER_ACCOUNTS].sort());
  });

  it('gives each account its own four-digit code, in the range of its type', () => {
    const entries = Object.values(CHART_OF_ACCOUNTS);
    expect(new Set(entries.map((e) => e.code)).size).toBe(entries.length);
    // 1xxx assets, 2xxx liabilities, 3xxx equity, 4xxx income, 5xxx expenses.
    for (const entry of entries) {
      expect(entry.code, entry.name).toMatch(/^\d{4}$/);
      expect(entry.code[0], entry.name).toBe(String(ACCOUNT_TYPES.indexOf(entry.type) + 1));
    }
  });

  it('orders the accounts by code', () => {
    const codes = ACCOUNTS_IN_CODE_ORDER.map((a) => CHART_OF_ACCOUNTS[a]?.code ?? '');
    expect(codes).toEqual([...codes].sort());
    expect(ACCOUNTS_IN_CODE_ORDER[0]).toBe('cash_disbursed_simulator');
  });
});
