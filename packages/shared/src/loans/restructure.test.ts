import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment, type InstalmentOwed, totalOwed } from './allocation';
import { quoteLoan, type ScheduleLine } from './loan-quote';
import {
  owedAfterRestructure,
  planRestructure,
  type RestructureKind,
  type RestructurePlan,
} from './restructure';

const START = '2027-01-10';
const sixMonths = quoteLoan({
  amount: 100_000, // K1,000
  months: 6,
  monthlyRateBasisPoints: 250,
  serviceFeeBasisPoints: 500,
  startDate: START,
});

/** What is owed after `paid` ngwee, oldest first, with a late fee on each missed instalment in `fees`. */
function owedAfter(
  schedule: readonly ScheduleLine[],
  paid: number,
  penalties: number[] = [],
): InstalmentOwed[] {
  const owed = schedule.map((l) => ({
    number: l.number,
    dueDate: l.dueDate,
    penalty: penalties[l.number - 1] ?? 0,
    fee: 0,
    interest: l.interest,
    principal: l.principal,
  }));
  if (paid === 0) return owed;
  for (const line of allocatePayment(owed, paid)) {
    const instalment = owed.find((o) => o.number === line.instalment);
    if (instalment) instalment[line.component] -= line.amount;
  }
  return owed;
}

function plan(kind: RestructureKind, months: number, on: string, owed: InstalmentOwed[]): RestructurePlan {
  const result = planRestructure({
    schedule: sixMonths.schedule,
    owed,
    on,
    monthlyRateBasisPoints: 250,
    kind,
    months,
  });
  if (!result.ok) throw new Error(result.reason);
  return result.plan;
}

const sumOf = <T>(lines: readonly T[], pick: (l: T) => number) => lines.reduce((s, l) => s + pick(l), 0);

describe('planRestructure', () => {
  it('longer term: two instalments missed, 3 months added to the 4 still to come', () => {
    // Instalments 1 and 2 (10 Feb, 10 Mar) missed, K9.08 late fee on each; on 20 Mar four are still to come.
    const owed = owedAfter(sixMonths.schedule, 0, [908, 908]);
    const p = plan('longer_term', 3, '2027-03-20', owed);
    expect(p.count).toBe(7); // 4 + 3
    expect(p.principal).toBe(100_000); // nothing was paid
    expect(p.arrears.penalties).toBe(1816); // 2 × 908
    // Missed interest: instalment 1's 2,500 (2.5% of 100,000) and instalment 2's on the balance after 1.
    const line1 = sixMonths.schedule[0] as ScheduleLine;
    const line2 = sixMonths.schedule[1] as ScheduleLine;
    expect(p.arrears.interest).toBe(line1.interest + line2.interest);
    expect(p.lines.map((l) => l.number)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(p.firstDueDate).toBe('2027-04-10');
    expect(p.lastDueDate).toBe('2027-10-10');
    expect(sumOf(p.lines, (l) => l.principal)).toBe(100_000);
    expect(sumOf(p.lines, (l) => l.penalty ?? 0)).toBe(1816);
    // The instalments due by then read as they were, marked as moved into the new plan.
    expect(p.schedule.slice(0, 2)).toEqual(
      sixMonths.schedule.slice(0, 2).map((line) => ({ ...line, restructuredOn: '2027-03-20' })),
    );
    expect(p.owedAfter).toBeGreaterThan(p.owedBefore); // more months, more interest on the principal
  });

  it('payment holiday: nothing due for 2 months, no interest for them, the 4 instalments pushed back', () => {
    const owed = owedAfter(sixMonths.schedule, 0);
    const p = plan('payment_holiday', 2, '2027-03-20', owed);
    expect(p.count).toBe(4);
    expect(p.lines.map((l) => l.dueDate)).toEqual(['2027-06-10', '2027-07-10', '2027-08-10', '2027-09-10']);
    // Interest on the principal for 4 months only: the first line's is one month of 2.5% of K1,000 = 2,500,
    // plus its share of the missed interest (a quarter).
    const missed = p.arrears.interest;
    expect(p.lines[0]?.interest).toBe(2500 + Math.floor(missed / 4));
  });

  it('a loan with every instalment due: the new plan starts the next month', () => {
    const owed = owedAfter(sixMonths.schedule, 0);
    const p = plan('longer_term', 2, '2027-08-01', owed);
    expect(p.countBefore).toBe(0);
    expect(p.count).toBe(2);
    expect(p.lines.map((l) => [l.number, l.dueDate])).toEqual([
      [7, '2027-08-10'],
      [8, '2027-09-10'],
    ]);
  });

  it('credits interest already paid on an instalment not yet due', () => {
    // The first instalment and part of the second paid before it fell due.
    const first = sixMonths.schedule[0] as ScheduleLine;
    const owed = owedAfter(sixMonths.schedule, first.instalment + 1000);
    const p = plan('longer_term', 1, '2027-02-20', owed);
    const paidInterest = (sixMonths.schedule[1] as ScheduleLine).interest - (owed[1]?.interest ?? 0);
    expect(paidInterest).toBeGreaterThan(0);
    expect(p.interestCredit).toBe(paidInterest);
  });

  it('refuses months out of range and a loan that owes no principal', () => {
    const owed = owedAfter(sixMonths.schedule, 0);
    expect(() => plan('payment_holiday', 4, '2027-03-20', owed)).toThrow(RangeError);
    expect(() => plan('longer_term', 13, '2027-03-20', owed)).toThrow(RangeError);
    const none = owed.map((o) => ({ ...o, principal: 0, interest: 0 }));
    expect(
      planRestructure({
        schedule: sixMonths.schedule,
        owed: none,
        on: '2027-03-20',
        monthlyRateBasisPoints: 250,
        kind: 'longer_term',
        months: 1,
      }),
    ).toEqual({ ok: false, reason: 'nothing_owed' });
  });

  it('properties: no money created or lost, the past reads the same, the plan covers the principal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RestructureKind>('longer_term', 'payment_holiday'),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 95_000 }),
        fc.integer({ min: 0, max: 240 }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 6, maxLength: 6 }),
        (kind, rawMonths, paid, dayOffset, penalties) => {
          const months = kind === 'payment_holiday' ? 1 + (rawMonths % 3) : rawMonths;
          const on = new Date(Date.parse(`${START}T00:00:00Z`) + dayOffset * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const owed = owedAfter(sixMonths.schedule, paid, penalties);
          const result = planRestructure({
            schedule: sixMonths.schedule,
            owed,
            on,
            monthlyRateBasisPoints: 250,
            kind,
            months,
          });
          if (!result.ok) return;
          const p = result.plan;
          const after = owedAfterRestructure(p);
          // Principal, fees and late fees move whole; only interest on the principal changes.
          expect(sumOf(p.lines, (l) => l.principal)).toBe(sumOf(owed, (o) => o.principal));
          expect(sumOf(p.lines, (l) => l.penalty ?? 0)).toBe(sumOf(owed, (o) => o.penalty));
          expect(sumOf(p.lines, (l) => l.fee ?? 0)).toBe(sumOf(owed, (o) => o.fee));
          expect(totalOwed(after)).toBe(p.owedAfter);
          expect(p.owedBefore).toBe(totalOwed(owed));
          expect(p.owedAfter - p.owedBefore).toBe(p.interestAfter - p.interestBefore);
          expect(p.owedAfter).toBeGreaterThanOrEqual(p.principal);
          // Every line adds up and no amount is negative.
          for (const l of p.lines) {
            expect(l.instalment).toBe(l.principal + l.interest + (l.fee ?? 0) + (l.penalty ?? 0));
            expect(Math.min(l.principal, l.interest, l.instalment)).toBeGreaterThanOrEqual(0);
            expect(l.dueDate > on).toBe(true);
          }
          // What fell due by `on` reads the same; the new lines follow on, monthly.
          const past = sixMonths.schedule.filter((l) => l.dueDate <= on);
          const kept = p.schedule.slice(0, past.length);
          expect(kept.map(({ restructuredOn: _, ...line }) => line)).toEqual(past);
          // Those with something still owed are marked as moved into the new plan, the others not.
          for (const line of kept) {
            const o = owed.find((x) => x.number === line.number);
            const stillOwed = o ? o.principal + o.interest + o.fee + o.penalty > 0 : false;
            expect(line.restructuredOn).toBe(stillOwed ? on : undefined);
          }
          expect(p.schedule.map((l) => l.number)).toEqual(p.schedule.map((_, i) => i + 1));
          const dates = p.lines.map((l) => l.dueDate);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
