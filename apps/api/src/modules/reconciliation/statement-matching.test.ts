import { describe, expect, it } from 'vitest';
import type { ParsedLine } from './parsers/statement-file';
import type { OurTransaction } from './reconciliation.repository';
import { matchLines } from './statement-matching';

const line = (over: Partial<ParsedLine>): ParsedLine => ({
  lineNumber: 2,
  providerTransactionId: 'T-1',
  reference: null,
  direction: 'in',
  amount: 10_000,
  occurredAt: new Date('2026-11-02T10:00:00Z'),
  settled: true,
  ...over,
});
const ours = (over: Partial<OurTransaction>): OurTransaction => ({
  id: 'p-1',
  reference: 'PAY-1',
  providerReference: null,
  amount: 10_000,
  status: 'successful',
  settledAt: new Date('2026-11-02T10:00:00Z'),
  ...over,
});
const results = (matches: ReturnType<typeof matchLines>) =>
  matches.map((m) => [m.line.providerTransactionId, m.result, m.transaction?.id ?? null]);

describe('matching a line with ours (decision 048)', () => {
  it('matches by our reference, else by their id as we stored it, then by amount', () => {
    const payments = [
      ours({ id: 'p-1', reference: 'PAY-1' }),
      ours({ id: 'p-2', reference: 'PAY-2', providerReference: 'MOMO-2', amount: 5_000 }),
    ];
    const matches = matchLines(
      [
        line({ providerTransactionId: 'T-1', reference: 'PAY-1' }),
        line({ providerTransactionId: 'MOMO-2', amount: 5_001 }),
      ],
      { payments, disbursements: [] },
      new Set(),
    );
    expect(results(matches)).toEqual([
      ['T-1', 'matched', 'p-1'],
      // 50.01 against our 50.00.
      ['MOMO-2', 'amount_differs', 'p-2'],
    ]);
  });

  it('looks for money in among payments and money out among payouts only', () => {
    const matches = matchLines(
      [
        line({ reference: 'DSB-1' }),
        line({ providerTransactionId: 'T-2', reference: 'DSB-1', direction: 'out' }),
      ],
      { payments: [], disbursements: [ours({ id: 'd-1', reference: 'DSB-1' })] },
      new Set(),
    );
    expect(results(matches)).toEqual([
      ['T-1', 'only_theirs', null],
      ['T-2', 'matched', 'd-1'],
    ]);
  });

  it('calls their settled line only theirs when ours is not successful, unknown, or already matched', () => {
    const payments = [
      ours({ id: 'p-1', reference: 'PAY-1', status: 'failed' }),
      ours({ id: 'p-2', reference: 'PAY-2' }),
    ];
    const matches = matchLines(
      [
        line({ providerTransactionId: 'T-1', reference: 'PAY-1' }),
        line({ providerTransactionId: 'T-2', reference: 'PAY-9' }),
        line({ providerTransactionId: 'T-3', reference: 'PAY-2' }),
        // The same payment on a second line of theirs: shown twice, booked once.
        line({ providerTransactionId: 'T-4', reference: 'PAY-2' }),
      ],
      { payments, disbursements: [] },
      new Set(),
    );
    expect(results(matches)).toEqual([
      ['T-1', 'only_theirs', 'p-1'],
      ['T-2', 'only_theirs', null],
      ['T-3', 'matched', 'p-2'],
      ['T-4', 'only_theirs', 'p-2'],
    ]);
    const later = matchLines(
      [line({ providerTransactionId: 'T-5', reference: 'PAY-2' })],
      { payments, disbursements: [] },
      new Set(['p-2']),
    );
    expect(results(later)).toEqual([['T-5', 'only_theirs', 'p-2']]);
  });

  it('leaves a line they did not settle unmatched', () => {
    const matches = matchLines(
      [line({ reference: 'PAY-1', settled: false })],
      { payments: [ours({})], disbursements: [] },
      new Set(),
    );
    expect(results(matches)).toEqual([['T-1', 'not_settled', 'p-1']]);
  });
});
