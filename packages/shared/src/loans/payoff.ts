import { mulDivRound, type Ngwee } from '../money/money';
import { ALLOCATION_ORDER, type Component, type InstalmentOwed } from './allocation';

/**
 * docs/product.md §13.6, docs/decisions/017-early-payoff.md: what closes a loan on a given day. The
 * borrower owes every ngwee of principal, fees and penalties, but interest only for the time they had the
 * money: an instalment whose due date has come carries its whole interest, the one whose month is running
 * carries the share of its interest for the days already gone, later ones none. Interest already paid for
 * time not yet reached (a payment ahead of the schedule) is credited back, against the principal first.
 *
 * Pure integer maths on what the ledger says is owed, so the browser, the payoff quote and the booking of
 * a payoff all agree to the ngwee.
 */
export interface PayoffInput {
  /** YYYY-MM-DD (Lusaka) the money arrived: the first instalment's month starts that day. */
  startDate: string;
  /** The schedule in force: each instalment's due date and the interest posted for it. */
  schedule: readonly { number: number; dueDate: string; interest: Ngwee; periodStart?: string }[];
  /** What the ledger says is still owed on each instalment. */
  owed: readonly InstalmentOwed[];
  /** YYYY-MM-DD (Lusaka) the loan is closed on; not before `startDate`. */
  on: string;
}

/** One credit of the payoff's `interest_rebate` entry to a receivable. */
export interface RebateLine {
  instalment: number;
  component: Component;
  amount: Ngwee;
}

export interface PayoffQuote {
  on: string;
  /** What is owed on `on` before any credit, per component (ngwee). */
  principal: Ngwee;
  interest: Ngwee;
  fees: Ngwee;
  penalties: Ngwee;
  /** Interest posted for time after `on` and not paid: waived. */
  interestWaived: Ngwee;
  /** Interest paid for time after `on`: credited against what is owed. */
  interestCredit: Ngwee;
  /** What closes the loan on `on`. */
  total: Ngwee;
  /** Credit beyond everything owed: the lender owes it back (held as an overpayment). */
  refundDue: Ngwee;
  /** The receivable credits that bring the ledger from what is owed today to `total`. */
  rebate: RebateLine[];
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * The interest earned on one instalment by the end of `on`: all of it once its due date has come, none
 * before its month starts, and in between the share of days gone (rounded half-up to the ngwee). The
 * month runs from the previous due date (or the day the money arrived) to this due date.
 */
export function earnedInterest(interest: Ngwee, monthStart: string, dueDate: string, on: string): Ngwee {
  if (on >= dueDate) return interest;
  if (on <= monthStart) return 0;
  const days = dayNumber(dueDate) - dayNumber(monthStart);
  return mulDivRound(interest, dayNumber(on) - dayNumber(monthStart), days);
}

export function payoffQuote(input: PayoffInput): PayoffQuote {
  const { startDate, on } = input;
  if (on < startDate) throw new RangeError('a loan cannot be paid off before the money arrived');
  const schedule = [...input.schedule].sort((a, b) => a.number - b.number);
  const owedByNumber = new Map(input.owed.map((line) => [line.number, line]));

  // Per instalment: the interest still owed on `on`, what is waived, what was paid ahead.
  const remaining = new Map<number, Record<Component, Ngwee>>();
  let interestWaived = 0;
  let interestCredit = 0;
  const rebate: RebateLine[] = [];
  let monthStart = startDate;
  for (const line of schedule) {
    const owed = owedByNumber.get(line.number);
    const owedInterest = owed?.interest ?? 0;
    const paid = line.interest - owedInterest;
    const earned = earnedInterest(line.interest, line.periodStart ?? monthStart, line.dueDate, on);
    const stillOwed = Math.max(0, earned - paid);
    const waived = owedInterest - stillOwed;
    interestWaived += waived;
    interestCredit += Math.max(0, paid - earned);
    if (waived > 0) rebate.push({ instalment: line.number, component: 'interest', amount: waived });
    remaining.set(line.number, {
      penalty: owed?.penalty ?? 0,
      fee: owed?.fee ?? 0,
      interest: stillOwed,
      principal: owed?.principal ?? 0,
    });
    monthStart = line.dueDate;
  }

  const sum = (component: Component) => [...remaining.values()].reduce((s, r) => s + r[component], 0);
  const before = {
    principal: sum('principal'),
    interest: sum('interest'),
    fees: sum('fee'),
    penalties: sum('penalty'),
  };

  // The credit pays principal from the last instalment back (it shortens the loan), then whatever else
  // is owed, oldest first in the usual order; anything left is owed back to the borrower.
  let credit = interestCredit;
  const take = (instalment: number, component: Component) => {
    const parts = remaining.get(instalment);
    if (!parts || credit === 0) return;
    const amount = Math.min(credit, parts[component]);
    if (amount === 0) return;
    parts[component] -= amount;
    credit -= amount;
    rebate.push({ instalment, component, amount });
  };
  for (const line of [...schedule].reverse()) take(line.number, 'principal');
  for (const line of schedule) for (const component of ALLOCATION_ORDER) take(line.number, component);

  const total = [...remaining.values()].reduce((s, r) => s + r.penalty + r.fee + r.interest + r.principal, 0);
  return { on, ...before, interestWaived, interestCredit, total, refundDue: credit, rebate: merged(rebate) };
}

/** One line per instalment and component (the interest of the running month may be waived and credited). */
function merged(lines: readonly RebateLine[]): RebateLine[] {
  const byKey = new Map<string, RebateLine>();
  for (const line of lines) {
    const key = `${line.instalment}:${line.component}`;
    const known = byKey.get(key);
    if (known) known.amount += line.amount;
    else byKey.set(key, { ...line });
  }
  return [...byKey.values()].sort((a, b) => a.instalment - b.instalment);
}
