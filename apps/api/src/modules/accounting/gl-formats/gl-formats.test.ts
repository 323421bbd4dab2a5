import { describe, expect, it } from 'vitest';
import type { ExportEntry } from './journal-entries';
import { QUICKBOOKS_HEADER, QUICKBOOKS_JOURNAL_NO_LENGTH, quickbooksRows } from './quickbooks';
import {
  PASTEL_DESCRIPTION_LENGTH,
  PASTEL_REFERENCE_LENGTH,
  pastelAccountNumber,
  SAGE_PASTEL_COLUMNS,
  sagePastelRows,
} from './sage-pastel';

const LOAN = '3f2a9c1e-0000-4000-8000-000000000001';

/** A K100.50 repayment on 5 November 2026, the third entry of its day: cash in, principal and fee off. */
function createExportEntry(overrides: Partial<ExportEntry> = {}): ExportEntry {
  return {
    day: '2026-11-05',
    sequence: 3,
    entryId: '9b1d0c7a-0000-4000-8000-000000000002',
    kind: 'interest_recognition',
    loanId: LOAN,
    memo: 'Repayment K100.50, PAY-20261105-ABCDEFGHIJ',
    lines: [
      { account: 'cash_collected_mtn', glCode: '8400/000', debit: 10050, credit: 0 },
      { account: 'loan_principal', glCode: '1200000', debit: 0, credit: 10000 },
      { account: 'loan_fee', glCode: '1210/000', debit: 0, credit: 50 },
    ],
    ...overrides,
  };
}

const cents = (cell: string) => Math.round(Number(cell) * 100);

describe('Sage Pastel journal batch lines (Pastel Partner 14 import layout)', () => {
  const rows = sagePastelRows(createExportEntry());

  it('writes the 18 columns in Pastel’s order, one line per journal line', () => {
    expect(SAGE_PASTEL_COLUMNS).toHaveLength(18);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(SAGE_PASTEL_COLUMNS.length);
    expect(rows[0]).toEqual([
      '11', // period: November in a year from January
      '05/11/2026', // DD/MM/YYYY
      'G', // general ledger
      '8400000', // 8400/000 without its display slash
      '05000003', // day 05, third entry of the day
      'Interest recognition loan 3f2a9c1e',
      '100.50', // debit positive
      '0',
      '0.00',
      '',
      '',
      '',
      '',
      '',
      '',
      '0',
      '0.00',
      '100.50',
    ]);
    expect(rows.map((r) => r[6])).toEqual(['100.50', '-100.00', '-0.50']);
  });

  it('keeps each field to Pastel’s rules, and each journal balances', () => {
    for (const row of rows) {
      const [period, date, gdc, account, reference, description, amount] = row;
      expect(Number(period)).toBeGreaterThanOrEqual(1);
      expect(Number(period)).toBeLessThanOrEqual(13);
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(gdc).toBe('G');
      expect(account).toMatch(/^\d{7}$/);
      expect(reference?.length).toBeLessThanOrEqual(PASTEL_REFERENCE_LENGTH);
      expect(description?.length).toBeLessThanOrEqual(PASTEL_DESCRIPTION_LENGTH);
      // 12.2 maximum, a dot, a minus for a credit.
      expect(amount).toMatch(/^-?\d{1,12}\.\d{2}$/);
      expect(row[17]).toBe(amount);
    }
    // 100.50 − 100.00 − 0.50 = 0
    expect(rows.reduce((s, r) => s + cents(r[6] ?? ''), 0)).toBe(0);
    expect(new Set(rows.map((r) => r[4]))).toEqual(new Set(['05000003']));
  });

  it('takes only GL codes that are 7-character Pastel account numbers', () => {
    expect(pastelAccountNumber('1000/000')).toBe('1000000');
    expect(pastelAccountNumber('1000000')).toBe('1000000');
    expect(pastelAccountNumber('BNK-01')).toBeUndefined();
    expect(pastelAccountNumber('10000000')).toBeUndefined();
    expect(pastelAccountNumber('')).toBeUndefined();
  });
});

describe('QuickBooks Online journal entry lines', () => {
  const rows = quickbooksRows(createExportEntry());

  it('writes the import’s columns, with the date as MM/DD/YYYY', () => {
    expect(QUICKBOOKS_HEADER).toEqual([
      'Journal No.',
      'Journal Date',
      'Account Name',
      'Debits',
      'Credits',
      'Description',
      'Name',
    ]);
    expect(rows).toEqual([
      [
        'KW-20261105-000003',
        '11/05/2026',
        '8400/000',
        '100.50',
        '',
        `Interest recognition, loan ${LOAN}: Repayment K100.50, PAY-20261105-ABCDEFGHIJ (entry 9b1d0c7a-0000-4000-8000-000000000002)`,
        '',
      ],
      ['KW-20261105-000003', '11/05/2026', '1200000', '', '100.00', expect.any(String), ''],
      ['KW-20261105-000003', '11/05/2026', '1210/000', '', '0.50', expect.any(String), ''],
    ]);
  });

  it('puts a positive amount on one side only, names an account on every line, and balances', () => {
    for (const [journalNo, date, account, debits, credits] of rows) {
      expect(journalNo?.length).toBeLessThanOrEqual(QUICKBOOKS_JOURNAL_NO_LENGTH);
      expect(date).toMatch(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/);
      expect(account).not.toBe('');
      expect([debits, credits].filter((cell) => cell !== '')).toHaveLength(1);
      expect(`${debits}${credits}`).toMatch(/^\d+\.\d{2}$/);
    }
    // Debits 100.50 = credits 100.00 + 0.50
    expect(rows.reduce((s, r) => s + cents(r[3] || '0') - cents(r[4] || '0'), 0)).toBe(0);
  });

  it('refuses to write a line without an account rather than let QuickBooks misfile it', () => {
    const entry = createExportEntry();
    const unmapped = { ...entry, lines: entry.lines.map((l) => ({ ...l, glCode: '' })) };
    expect(() => quickbooksRows(unmapped)).toThrow('cash_collected_mtn has no GL code');
  });
});
