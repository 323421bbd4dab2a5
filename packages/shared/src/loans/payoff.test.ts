import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocatePayment, type InstalmentOwed, totalOwed } from './allocation';
import { addMonths } from './calendar';
import { quoteLoan } from './loan-quote';
import { earnedInterest, payoffQuote } from './payoff';

const START = '2027-01-10';

/** K10,000 over 3 months at 2.5% a month, paid out on 10 January 2027 (docs/decisions/017-early-payoff.md). */
const threeMonths = quoteLoan({
  amount: 1_000_000,
  months: 3,
  monthlyRateBasisPoints: 250,
  serviceFeeBasisPoints: 500,
  startDate: START,
});

function owedAsScheduled(schedule: typeof threeMonths.schedule): InstalmentOwed[] {
  return schedule.map((l) => ({
    number: l.number,
    dueDate: l.dueDate,
    penalty: 0,
    fee: 0,
    interest: l.interest,
    principal: l.principal,
  }));
}

/** What is owed after `paid` ngwee went through the usual allocation (oldest instalment first). */
function owedAfterPaying(schedule: typeof threeMonths.schedule, paid: number): InstalmentOwed[] {
  const owed = owedAsScheduled(schedule);
  if (paid === 0) return owed;
  for (const line of allocatePayment(owed, paid)) {
    const instalment = owed.find((o) => o.number === line.instalment);
    if (instalment) instalment[line.component] -= line.amount;
  }
  return owed;
}

const quoteOn = (on: string, owed = owedAsScheduled(threeMonths.schedule)) =>
  payoffQuote({ startDate: START, schedule: threeMonths.schedule, owed, on });

describe('payoff quote: worked examples (docs/decisions/017-early-payoff.md)', () => {
  it('the schedule the examples use', () => {
    expect(threeMonths.schedule.map((l) => [l.dueDate, l.principal, l.interest])).toEqual([
      ['2027-02-10', 325_137, 25_000],
      ['2027-03-10', 333_265, 16_872],
      ['2027-04-10', 341_598, 8_540],
    ]);
  });

  it('on the day the money arrived: the principal only, all K504.12 of interest waived', () => {
    const quote = quoteOn(START);
    expect(quote).toMatchObject({
      principal: 1_000_000,
      interest: 0,
      interestWaived: 50_412,
      total: 1_000_000,
    });
  });

  it('15 of the first month’s 31 days gone: K250 × 15/31 = K120.97 of interest', () => {
    const quote = quoteOn('2027-01-25');
    expect(quote).toMatchObject({ interest: 12_097, interestWaived: 38_315, total: 1_012_097 });
    expect(quote.rebate).toEqual([
      { instalment: 1, component: 'interest', amount: 12_903 },
      { instalment: 2, component: 'interest', amount: 16_872 },
      { instalment: 3, component: 'interest', amount: 8_540 },
    ]);
  });

  it('on a due date the month just ended carries all its interest, the next none', () => {
    expect(quoteOn('2027-02-10')).toMatchObject({
      interest: 25_000,
      interestWaived: 25_412,
      total: 1_025_000,
    });
  });

  it('half of February gone after paying the first instalment: K168.72 × 14/28 = K84.36', () => {
    const owed = owedAfterPaying(threeMonths.schedule, 350_137);
    const quote = quoteOn('2027-02-24', owed);
    expect(quote).toMatchObject({ principal: 674_863, interest: 8_436, interestWaived: 16_976 });
    expect(quote.total).toBe(674_863 + 8_436);
  });

  it('on or after the last due date nothing is waived: the payoff is the outstanding balance', () => {
    const quote = quoteOn('2027-05-01');
    expect(quote.interestWaived).toBe(0);
    expect(quote.total).toBe(totalOwed(owedAsScheduled(threeMonths.schedule)));
    expect(quote.rebate).toEqual([]);
  });

  it('fees and penalties are owed in full', () => {
    const owed = owedAsScheduled(threeMonths.schedule).map((o) =>
      o.number === 1 ? { ...o, penalty: 17_507, fee: 1_000 } : o,
    );
    const quote = quoteOn('2027-02-20', owed);
    expect(quote).toMatchObject({ penalties: 17_507, fees: 1_000 });
    expect(quote.total).toBe(
      1_000_000 + 25_000 + earnedInterest(16_872, '2027-02-10', '2027-03-10', '2027-02-20') + 18_507,
    );
  });

  it('interest paid ahead of time is credited against the principal, last instalment first', () => {
    // The first two instalments paid on day 5: 5 days of interest earned, the rest credited back.
    const owed = owedAfterPaying(threeMonths.schedule, 700_274);
    const quote = quoteOn('2027-01-15', owed);
    const earned = earnedInterest(25_000, START, '2027-02-10', '2027-01-15');
    expect(earned).toBe(4_032);
    expect(quote.interestCredit).toBe(25_000 + 16_872 - earned);
    expect(quote.total).toBe(1_000_000 + earned - 700_274);
    expect(quote.rebate).toContainEqual({
      instalment: 3,
      component: 'principal',
      amount: quote.interestCredit,
    });
  });

  it('refuses a day before the money arrived', () => {
    expect(() => quoteOn('2027-01-09')).toThrow(RangeError);
  });
});

const day = (offset: number) =>
  new Date(Date.parse(`${START}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const loanArbitrary = fc.record({
  amount: fc.integer({ min: 1_000, max: 5_000_000 }),
  months: fc.integer({ min: 1, max: 24 }),
  rate: fc.integer({ min: 0, max: 400 }),
});

describe('payoff quote: properties', () => {
  it('whatever was paid, closing costs the principal plus the interest earned by that day, never less than 0', () => {
    fc.assert(
      fc.property(
        loanArbitrary,
        fc.integer({ min: 0, max: 800 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ amount, months, rate }, offset, share) => {
          const quote = quoteLoan({
            amount,
            months,
            monthlyRateBasisPoints: rate,
            serviceFeeBasisPoints: 500,
            startDate: START,
          });
          const paid = Math.floor(quote.totalRepayable * share);
          const on = day(offset);
          const payoff = payoffQuote({
            startDate: START,
            schedule: quote.schedule,
            owed: owedAfterPaying(quote.schedule, paid),
            on,
          });
          let monthStart = START;
          let earned = 0;
          for (const line of quote.schedule) {
            earned += earnedInterest(line.interest, monthStart, line.dueDate, on);
            monthStart = line.dueDate;
          }
          expect(payoff.total).toBe(Math.max(0, amount + earned - paid));
          expect(payoff.refundDue).toBe(Math.max(0, paid - amount - earned));
        },
      ),
    );
  });

  it('the rebate brings every receivable down to the payoff, never below zero', () => {
    fc.assert(
      fc.property(
        loanArbitrary,
        fc.integer({ min: 0, max: 800 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (loan, offset, share) => {
          const quote = quoteLoan({
            amount: loan.amount,
            months: loan.months,
            monthlyRateBasisPoints: loan.rate,
            serviceFeeBasisPoints: 500,
            startDate: START,
          });
          const owed = owedAfterPaying(quote.schedule, Math.floor(quote.totalRepayable * share));
          const payoff = payoffQuote({ startDate: START, schedule: quote.schedule, owed, on: day(offset) });
          const after = owed.map((o) => ({ ...o }));
          for (const line of payoff.rebate) {
            const instalment = after.find((o) => o.number === line.instalment);
            if (!instalment) throw new Error('a rebate line for an instalment that does not exist');
            expect(line.amount).toBeGreaterThan(0);
            instalment[line.component] -= line.amount;
            expect(instalment[line.component]).toBeGreaterThanOrEqual(0);
          }
          expect(totalOwed(after)).toBe(payoff.total);
          const rebated = payoff.rebate.reduce((s, l) => s + l.amount, 0);
          expect(rebated).toBe(payoff.interestWaived + payoff.interestCredit - payoff.refundDue);
        },
      ),
    );
  });

  it('a later day never costs less, and from the last due date on it is the whole balance', () => {
    fc.assert(
      fc.property(loanArbitrary, fc.integer({ min: 0, max: 760 }), (loan, offset) => {
        const quote = quoteLoan({
          amount: loan.amount,
          months: loan.months,
          monthlyRateBasisPoints: loan.rate,
          serviceFeeBasisPoints: 500,
          startDate: START,
        });
        const owed = owedAsScheduled(quote.schedule);
        const at = (o: number) =>
          payoffQuote({ startDate: START, schedule: quote.schedule, owed, on: day(o) }).total;
        expect(at(offset + 1)).toBeGreaterThanOrEqual(at(offset));
        const last = quote.schedule.at(-1)?.dueDate ?? START;
        expect(
          payoffQuote({ startDate: START, schedule: quote.schedule, owed, on: addMonths(last, 0) }).total,
        ).toBe(totalOwed(owed));
      }),
    );
  });
});
