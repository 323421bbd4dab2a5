import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment, type InstalmentOwed, totalOwed } from './allocation';
import { quoteLoan, type ScheduleLine } from './loan-quote';
import { payoffQuote } from './payoff';
import { owedAfterPlan, type PrepaymentPlan, planPrepayment } from './prepayment';

const START = '2027-01-10';
const threeMonths = quoteLoan({
  amount: 1_000_000,
  months: 3,
  monthlyRateBasisPoints: 250,
  serviceFeeBasisPoints: 500,
  startDate: START,
});

function owedAfterPaying(schedule: readonly ScheduleLine[], paid: number): InstalmentOwed[] {
  const owed = schedule.map((l) => ({
    number: l.number,
    dueDate: l.dueDate,
    penalty: 0,
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

function plan(option: 'shorter_term' | 'lower_instalment', amount: number, on: string, paid = 0) {
  const result = planPrepayment({
    startDate: START,
    schedule: threeMonths.schedule,
    owed: owedAfterPaying(threeMonths.schedule, paid),
    on,
    amount,
    monthlyRateBasisPoints: 250,
    instalment: threeMonths.instalment,
    option,
  });
  if (!result.ok) throw new Error(`no plan: ${result.reason}`);
  return result.plan;
}

const rows = (p: PrepaymentPlan) => p.lines.map((l) => [l.dueDate, l.principal, l.interest, l.instalment]);

describe('prepayment: worked examples (docs/decisions/017-early-payoff.md)', () => {
  // K10,000 over 3 months at 2.5% a month from 10 January 2027; K5,000 paid on 25 January (day 15 of 31).
  it('pays the interest earned so far, then K4,879.03 off the principal; the same instalment for fewer months', () => {
    const p = plan('shorter_term', 500_000, '2027-01-25');
    expect(p).toMatchObject({
      dueNow: 12_097, // K250 × 15/31
      towardsPrincipal: 487_903,
      principalAfter: 512_097,
      instalment: threeMonths.instalment,
      months: 2,
      lastDueDate: '2027-03-10',
    });
    expect(rows(p)).toEqual([
      // The running month starts again on the 25th: K128.02 (2.5% of K5,120.97) × 16/31 = K66.07.
      ['2027-02-10', 337_335, 6_607, 343_942],
      ['2027-03-10', 174_762, 4_369, 179_131],
    ]);
    expect(p.interestBefore - p.interestAfter).toBe(50_412 - 10_976);
  });

  it('or a smaller instalment to the same last due date', () => {
    const p = plan('lower_instalment', 500_000, '2027-01-25');
    expect(p).toMatchObject({
      instalment: 179_304,
      months: 3,
      lastDueDate: '2027-04-10',
      interestAfter: 19_620,
    });
    expect(rows(p)).toEqual([
      ['2027-02-10', 166_502, 6_607, 173_109],
      ['2027-03-10', 170_664, 8_640, 179_304],
      ['2027-04-10', 174_931, 4_373, 179_304],
    ]);
  });

  it('pays an overdue instalment first', () => {
    // Nothing paid by 15 February: the first instalment (K3,501.37) is due before anything comes off.
    const p = plan('shorter_term', 450_000, '2027-02-15');
    expect(p.allocation.slice(0, 2)).toEqual([
      { instalment: 1, component: 'interest', amount: 25_000 },
      { instalment: 1, component: 'principal', amount: 325_137 },
    ]);
    expect(p.dueNow).toBe(350_137 + 3_013); // and 5 of February's 28 days of K168.72
    expect(p.schedule[0]).toEqual(threeMonths.schedule[0]);
  });

  it('refuses what is not more than is due, and what would close the loan', () => {
    const input = {
      startDate: START,
      schedule: threeMonths.schedule,
      owed: owedAfterPaying(threeMonths.schedule, 0),
      on: '2027-01-25',
      monthlyRateBasisPoints: 250,
      instalment: threeMonths.instalment,
      option: 'shorter_term' as const,
    };
    expect(planPrepayment({ ...input, amount: 12_097 })).toEqual({
      ok: false,
      reason: 'not_above_due',
      dueNow: 12_097,
    });
    expect(planPrepayment({ ...input, amount: 1_012_097 })).toEqual({ ok: false, reason: 'pays_off' });
    expect(planPrepayment({ ...input, on: '2027-04-10', amount: 10_000 })).toEqual({
      ok: false,
      reason: 'nothing_ahead',
    });
  });
});

const day = (offset: number) =>
  new Date(Date.parse(`${START}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

describe('prepayment: properties', () => {
  const cases = fc.record({
    amount: fc.integer({ min: 10_000, max: 5_000_000 }),
    months: fc.integer({ min: 2, max: 24 }),
    rate: fc.integer({ min: 0, max: 400 }),
    paidShare: fc.double({ min: 0, max: 0.6, noNaN: true }),
    extraShare: fc.double({ min: 0, max: 1, noNaN: true }),
    offset: fc.integer({ min: 0, max: 700 }),
    option: fc.constantFrom('shorter_term' as const, 'lower_instalment' as const),
  });

  it('books exactly the payment, re-plans the principal left to the ngwee, never longer, never dearer', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const quote = quoteLoan({
          amount: c.amount,
          months: c.months,
          monthlyRateBasisPoints: c.rate,
          serviceFeeBasisPoints: 500,
          startDate: START,
        });
        const owed = owedAfterPaying(quote.schedule, Math.floor(quote.totalRepayable * c.paidShare));
        const on = day(c.offset);
        const base = {
          startDate: START,
          schedule: quote.schedule,
          owed,
          on,
          monthlyRateBasisPoints: c.rate,
          instalment: quote.instalment,
          option: c.option,
        };
        const probe = planPrepayment({ ...base, amount: 1 });
        if (!probe.ok && probe.reason !== 'not_above_due') return;
        const dueNow = probe.ok ? 0 : probe.dueNow;
        const payoff = payoffQuote({ startDate: START, schedule: quote.schedule, owed, on }).total;
        if (payoff - dueNow < 2) return;
        const amount = dueNow + 1 + Math.floor((payoff - dueNow - 2) * c.extraShare);
        const result = planPrepayment({ ...base, amount });
        if (!result.ok) throw new Error(`no plan for ${amount}: ${result.reason}`);
        const p = result.plan;
        const ahead = quote.schedule.filter((l) => l.dueDate > on);

        expect(p.allocation.reduce((s, l) => s + l.amount, 0)).toBe(amount);
        expect(p.lines.reduce((s, l) => s + l.principal, 0)).toBe(p.principalAfter);
        expect(p.lines.at(-1)?.balanceAfter).toBe(0);
        expect(p.lines.length).toBeLessThanOrEqual(ahead.length);
        // The same last due date (a principal of a few ngwee may round to fewer instalments).
        if (c.option === 'lower_instalment' && p.principalAfter >= 100 * ahead.length) {
          expect(p.lines.length).toBe(ahead.length);
        }
        // Never dearer: no more interest than the old plan still charged, less what is paid now, plus the
        // credit for interest paid ahead (which the old plan's owed amounts no longer show).
        const paidNow = p.allocation
          .filter((l) => l.component === 'interest' && l.instalment === p.lines[0]?.number)
          .reduce((s, l) => s + l.amount, 0);
        expect(p.interestAfter).toBeLessThanOrEqual(p.interestBefore - paidNow + p.interestCredit);
        // Closing the loan the same day costs exactly the principal left: no interest on repaid money.
        const after = payoffQuote({ startDate: START, schedule: p.schedule, owed: owedAfterPlan(p), on });
        expect(after.total).toBe(p.principalAfter);
        expect(totalOwed(owedAfterPlan(p))).toBe(p.principalAfter + p.interestAfter);
      }),
    );
  });
});
