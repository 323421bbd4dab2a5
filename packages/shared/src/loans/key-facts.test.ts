import { describe, expect, it } from 'vitest';
import { keyFactsStatement } from './key-facts';
import { quoteLoan } from './loan-quote';

const quote = (serviceFeeBasisPoints: number) =>
  quoteLoan({
    amount: 100_000,
    months: 3,
    monthlyRateBasisPoints: 250,
    serviceFeeBasisPoints,
    startDate: '2026-11-21',
  });

describe('keyFactsStatement', () => {
  it('says docs/product.md §11.3 word for word with the default fee and late-fee rule', () => {
    const facts = keyFactsStatement('Personal Loan', quote(500), { lateFeeBasisPoints: 500, graceDays: 3 });
    expect(facts[1]).toBe(
      'A service fee of K50.00 (5%) is deducted when the loan is paid out, so you receive K950.00.',
    );
    expect(facts[5]).toBe(
      'If an instalment is more than 3 days late, a one-time late fee of 5% of that instalment is added and we send reminders. Late payments may be reported to credit reference bureaus.',
    );
    expect(facts).toHaveLength(7);
  });

  it('names the fee and the late-fee rule in force', () => {
    const facts = keyFactsStatement('Personal Loan', quote(625), { lateFeeBasisPoints: 750, graceDays: 1 });
    // 6.25% of K1,000 = K62.50
    expect(facts[1]).toBe(
      'A service fee of K62.50 (6.25%) is deducted when the loan is paid out, so you receive K937.50.',
    );
    expect(facts[5]).toContain(
      'If an instalment is more than 1 day late, a one-time late fee of 7.5% of that instalment is added',
    );
  });

  it('promises no late fee when it is 0%', () => {
    const facts = keyFactsStatement('Personal Loan', quote(0), { lateFeeBasisPoints: 0, graceDays: 0 });
    expect(facts[1]).toContain('A service fee of K0.00 (0%)');
    expect(facts[5]).toBe(
      'If an instalment is more than 0 days late, the loan is overdue and we send reminders. Late payments may be reported to credit reference bureaus.',
    );
  });
});
