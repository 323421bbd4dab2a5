import { describe, expect, it } from 'vitest';
import { monthBounds, recordOf, reportStatusOf } from './month-record';
import { createMonthLoanRow } from './testing/month-loan-row';
import { TRANSUNION_STATUS_CODES, transUnionLayout } from './transunion-layout';

// docs/product.md §25.3: November 2026, month end 2026-11-30. The row: K1,000 paid out on 21 October,
// instalment 1 (K181.55) due 21 November and unpaid, so at the month end it is 9 days past due.
const november = monthBounds('2026-11');

const outcome = (overrides: Parameters<typeof createMonthLoanRow>[0] = {}) =>
  recordOf(createMonthLoanRow(overrides), november);

function recordOrFail(overrides: Parameters<typeof createMonthLoanRow>[0] = {}) {
  const result = outcome(overrides);
  if (result.kind !== 'record') throw new Error(`expected a record, got ${JSON.stringify(result)}`);
  return result.record;
}

/** Instalment 1 paid: nothing past due at the month end. */
const paidFirst = () => {
  const row = createMonthLoanRow();
  const receivables = row.receivables.filter(([n]) => n !== 1);
  const balance = receivables.reduce((sum, [, , b]) => sum + b, 0);
  return { receivables, ledgerBalance: balance, positionBalance: balance };
};

describe('the month bounds', () => {
  it('runs from Lusaka midnight of the first to Lusaka midnight of the next month', () => {
    expect(november).toEqual({
      month: '2026-11',
      startAt: new Date('2026-10-31T22:00:00Z'),
      endAt: new Date('2026-11-30T22:00:00Z'),
      lastDay: '2026-11-30',
    });
    expect(monthBounds('2026-12').lastDay).toBe('2026-12-31');
    expect(monthBounds('2028-02').lastDay).toBe('2028-02-29');
  });
});

describe('the status code map (docs/product.md §25.3)', () => {
  const base = { disputed: false, writtenOff: false, balance: 100, daysPastDue: 0, restructured: false };
  it.each([
    [{}, 'current', 'CU'],
    [{ daysPastDue: 9 }, 'in_arrears', 'AR'],
    [{ balance: 0 }, 'closed', 'CL'],
    [{ writtenOff: true, daysPastDue: 200 }, 'written_off', 'WO'],
    [{ restructured: true }, 'restructured', 'RS'],
    [{ restructured: true, daysPastDue: 3 }, 'in_arrears', 'AR'],
    [{ disputed: true, writtenOff: true, daysPastDue: 200 }, 'disputed', 'DS'],
    [{ disputed: true, balance: 0 }, 'disputed', 'DS'],
  ] as const)('%j is %s (%s)', (facts, status, code) => {
    const found = reportStatusOf({ ...base, ...facts });
    expect(found).toBe(status);
    expect(TRANSUNION_STATUS_CODES[found]).toBe(code);
  });
});

describe("a loan's record for a month", () => {
  it('reports a loan kept up with as current, with the balance the ledger holds at the month end', () => {
    const record = recordOrFail(paidFirst());
    // 5 × (166.67 + 14.88) − 0.02 (the last instalment's principal is 166.65) = K907.73
    expect(record.account).toMatchObject({
      accountNumber: 'KWL0B6A3F4311114C1E9C573D2A6F1E0A01',
      openedOn: '2026-10-21',
      amount: 100_000,
      termMonths: 6,
      instalment: 18_155,
      currentBalance: 90_773,
      amountPastDue: 0,
      daysPastDue: 0,
      status: 'current',
      closedOn: null,
    });
  });

  it('lists a loan in arrears only once its notice has run out by the month end', () => {
    // Instalment 1 unpaid since 21 November: 9 days past due at 30 November, K181.55 past due.
    const listed = recordOrFail({ listableOn: '2026-11-30' });
    expect(listed.account).toMatchObject({ status: 'in_arrears', daysPastDue: 9, amountPastDue: 18_155 });
    for (const listableOn of [null, '2026-12-01']) {
      expect(outcome({ listableOn })).toMatchObject({ kind: 'reject', reason: 'notice_period' });
    }
  });

  it('reports a loan disputed at the month end as disputed, even in arrears without a notice', () => {
    expect(recordOrFail({ disputed: true }).account.status).toBe('disputed');
  });

  it('reports written-off and restructured loans by the code map', () => {
    expect(recordOrFail({ writtenOff: true }).account.status).toBe('written_off');
    expect(recordOrFail({ ...paidFirst(), restructured: true }).account.status).toBe('restructured');
  });

  it('reports a loan paid off in the month as closed on the day, and leaves out one closed before it', () => {
    const paidOff = {
      receivables: [],
      ledgerBalance: 0,
      positionBalance: 0,
      lastMovedAt: new Date('2026-11-05T09:00:00Z'),
      lastPaymentAt: new Date('2026-11-05T09:00:00Z'),
      lastPaymentAmount: 100_500,
    };
    expect(recordOrFail(paidOff).account).toMatchObject({
      status: 'closed',
      currentBalance: 0,
      closedOn: '2026-11-05',
      lastPaymentOn: '2026-11-05',
      lastPaymentAmount: 100_500,
    });
    expect(outcome({ ...paidOff, balanceAtStart: 0 })).toEqual({ kind: 'not_open' });
    // Paid out inside the month: open in it, whatever it owed on the first.
    expect(outcome({ balanceAtStart: 0, disbursedAt: new Date('2026-11-02T08:00:00Z') }).kind).not.toBe(
      'not_open',
    );
  });

  it('leaves out a loan without bureau consent, counted, not rejected', () => {
    expect(outcome({ consented: false })).toEqual({ kind: 'no_consent' });
  });

  it.each([
    [{ nrc: '12345/78/1' }, 'nrc_invalid'],
    [{ nrc: null }, 'nrc_invalid'],
    [{ surname: ' ' }, 'name_missing'],
    [{ dateOfBirth: '2010-02-30' }, 'date_of_birth_invalid'],
    [{ dateOfBirth: '2010-01-01' }, 'date_of_birth_invalid'],
    [{ lastPaymentAt: new Date('2026-12-01T10:00:00Z'), lastPaymentAmount: 100 }, 'date_invalid'],
    [{ amount: 0 }, 'amount_invalid'],
    // The copy loan_positions keeps is a ngwee off the ledger, and nothing has posted since the month end.
    [{ positionBalance: 108_929 }, 'balance_mismatch'],
    // A ledger line on an instalment the schedule does not have: the total and the instalments differ.
    [{ ledgerBalance: 108_931 }, 'balance_mismatch'],
  ] as const)('rejects %j as %s, with its message', (overrides, reason) => {
    const result = outcome({ listableOn: '2026-11-01', ...overrides });
    expect(result).toMatchObject({ kind: 'reject', reason });
    if (result.kind === 'reject') expect(result.message.length).toBeGreaterThan(10);
  });

  it('trusts the ledger over the copy once the loan has moved since the month end', () => {
    const moved = { positionBalance: 1, lastEntryAt: new Date('2026-12-02T10:00:00Z') };
    expect(outcome({ ...paidFirst(), ...moved }).kind).toBe('record');
  });
});

describe('the TransUnion-style layout', () => {
  it('writes a consumer and an account line, ASCII upper case, no delimiter inside a field', () => {
    const record = recordOrFail({ ...paidFirst(), surname: 'Mwélwa|Banda', address: 'Plot 12\nKabulonga' });
    expect(transUnionLayout.record(record, false)).toEqual([
      'C|KWL0B6A3F4311114C1E9C573D2A6F1E0A01|MWELWA BANDA|MWILA|123456/78/1|19900504|+260971234567|PLOT 12 KABULONGA|LUSAKA|LUSAKA|ZAMBIA',
      'A|KWL0B6A3F4311114C1E9C573D2A6F1E0A01|202611|20261021|100000|6|18155|90773|0|0|CU||0|',
    ]);
    expect(transUnionLayout.record(record, true)[1]?.startsWith('R|')).toBe(true);
  });
});
