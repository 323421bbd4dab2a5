import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_ORDER,
  allocatePayment,
  type InstalmentOwed,
  nextPaymentDue,
  totalOwed,
} from './allocation';

const due = (number: number, parts: Partial<InstalmentOwed> = {}): InstalmentOwed => ({
  number,
  dueDate: `2027-0${number}-15`,
  penalty: 0,
  fee: 0,
  interest: 2_500,
  principal: 17_500,
  ...parts,
});

describe('allocatePayment (docs/product.md §13)', () => {
  it('pays the oldest instalment first: penalty, fee, interest, then principal', () => {
    const lines = allocatePayment([due(2), due(1, { penalty: 1_000, fee: 500 })], 5_000);
    expect(lines).toEqual([
      { instalment: 1, component: 'penalty', amount: 1_000 },
      { instalment: 1, component: 'fee', amount: 500 },
      { instalment: 1, component: 'interest', amount: 2_500 },
      { instalment: 1, component: 'principal', amount: 1_000 },
    ]);
  });

  it('moves on to the next instalment once one is paid in full', () => {
    const lines = allocatePayment([due(1), due(2)], 23_000);
    expect(lines).toEqual([
      { instalment: 1, component: 'interest', amount: 2_500 },
      { instalment: 1, component: 'principal', amount: 17_500 },
      { instalment: 2, component: 'interest', amount: 2_500 },
      { instalment: 2, component: 'principal', amount: 500 },
    ]);
  });

  it('refuses more than is owed, zero, negatives and fractions of a ngwee', () => {
    expect(() => allocatePayment([due(1)], 20_001)).toThrow(RangeError);
    expect(() => allocatePayment([due(1)], 0)).toThrow(RangeError);
    expect(() => allocatePayment([due(1)], -5)).toThrow(RangeError);
    expect(() => allocatePayment([due(1)], 10.5)).toThrow(RangeError);
  });

  it('names the next payment as what remains on the oldest open instalment', () => {
    expect(nextPaymentDue([due(1, { interest: 0, principal: 0 }), due(2)])).toEqual({
      amount: 20_000,
      dueDate: '2027-02-15',
      instalment: 2,
    });
    expect(nextPaymentDue([due(1, { interest: 0, principal: 0 })])).toBeNull();
  });

  it('allocates exactly the amount, never more than a component holds, in order', () => {
    const owed = fc.record({
      penalty: fc.nat(5_000),
      fee: fc.nat(5_000),
      interest: fc.nat(50_000),
      principal: fc.nat(500_000),
    });
    fc.assert(
      fc.property(
        fc.array(owed, { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (parts, share) => {
          const instalments = parts.map((p, i) => ({ number: i + 1, dueDate: '2027-01-01', ...p }));
          const total = totalOwed(instalments);
          fc.pre(total > 0);
          const amount = Math.max(1, Math.floor(total * share));
          const lines = allocatePayment(instalments, amount);
          expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(amount);
          for (const line of lines) {
            const held = instalments[line.instalment - 1]?.[line.component] ?? 0;
            expect(line.amount).toBeLessThanOrEqual(held);
          }
          // Nothing is taken from a later slot while an earlier one still has money owed.
          const rank = (l: { instalment: number; component: (typeof ALLOCATION_ORDER)[number] }) =>
            l.instalment * 10 + ALLOCATION_ORDER.indexOf(l.component);
          for (let i = 1; i < lines.length; i++) {
            const prev = lines[i - 1];
            const cur = lines[i];
            if (!prev || !cur) continue;
            expect(rank(cur)).toBeGreaterThan(rank(prev));
            const prevHeld = instalments[prev.instalment - 1]?.[prev.component] ?? 0;
            expect(prev.amount).toBe(prevHeld);
          }
        },
      ),
    );
  });
});
