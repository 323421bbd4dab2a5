import { mulDivRound, type Ngwee } from '../money/money';
import type { PrepaymentOption } from '../payments/payment-view';
import type { AllocationLine, InstalmentOwed } from './allocation';
import { annuityInstalment, type ScheduleLine } from './loan-quote';
import { earnedInterest } from './payoff';

/**
 * docs/product.md §13.7, docs/decisions/017-early-payoff.md: a prepayment on day `on` pays everything due
 * by then (earlier instalments, fees and late fees, and the interest the running month has earned so far),
 * and every ngwee beyond that comes off the principal. The instalments after `on` are then planned again
 * on the smaller principal: the same instalment for fewer months (`shorter_term`), or a smaller instalment
 * to the same last due date (`lower_instalment`). The running month starts again on `on`, so interest is
 * never charged on money already paid back. Interest paid ahead for months not reached is credited against
 * the principal, as in a payoff.
 *
 * Pure integer maths on what the ledger says is owed, shared by the preview, the booking and the browser.
 */
export interface PrepaymentInput {
  /** YYYY-MM-DD (Lusaka) the money arrived. */
  startDate: string;
  /** The schedule in force (dated, perhaps already revised by an earlier prepayment). */
  schedule: readonly ScheduleLine[];
  /** What the ledger says is still owed on each instalment. */
  owed: readonly InstalmentOwed[];
  /** YYYY-MM-DD (Lusaka) the payment is made. */
  on: string;
  amount: Ngwee;
  monthlyRateBasisPoints: number;
  /** The regular instalment the borrower pays now (kept by `shorter_term`). */
  instalment: Ngwee;
  option: PrepaymentOption;
}

export interface PrepaymentPlan {
  on: string;
  option: PrepaymentOption;
  amount: Ngwee;
  /** Paid first: everything due by `on`, including the running month's interest earned so far. */
  dueNow: Ngwee;
  /** The rest of the payment, off the principal. */
  towardsPrincipal: Ngwee;
  /** Interest paid ahead for months not reached, credited against the principal. */
  interestCredit: Ngwee;
  principalBefore: Ngwee;
  principalAfter: Ngwee;
  /** Interest still to pay on the instalments after `on`, before and after. */
  interestBefore: Ngwee;
  interestAfter: Ngwee;
  /** Of `dueNow`, the running month's interest earned so far. */
  interestNow: Ngwee;
  /**
   * The regular instalment afterwards (the first may be a little less: its interest runs from `on`; the
   * last takes what principal is left), and how many instalments are left.
   */
  instalment: Ngwee;
  months: number;
  lastDueDate: string;
  /** The instalments after `on` as planned again (numbered on from the first of them). */
  lines: ScheduleLine[];
  /** The whole schedule in force afterwards: the lines up to `on` unchanged, then `lines`. */
  schedule: ScheduleLine[];
  /** How the payment is booked: what is due, then principal from the last instalment back. */
  allocation: AllocationLine[];
}

export type PrepaymentResult =
  | { ok: true; plan: PrepaymentPlan }
  /** Not more than what is due: an ordinary payment. */
  | { ok: false; reason: 'not_above_due'; dueNow: Ngwee }
  /** Enough to close the loan: a payoff, which costs less. */
  | { ok: false; reason: 'pays_off' }
  /** Every instalment is already due: nothing to plan again. */
  | { ok: false; reason: 'nothing_ahead' };

const DAY_MS = 86_400_000;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function planPrepayment(input: PrepaymentInput): PrepaymentResult {
  const { on, amount, option, monthlyRateBasisPoints: rate } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError('amount must be positive ngwee');
  const schedule = [...input.schedule].sort((a, b) => a.number - b.number);
  const owedByNumber = new Map(input.owed.map((o) => [o.number, o]));
  const owedOf = (n: number) =>
    owedByNumber.get(n) ?? { number: n, dueDate: '', penalty: 0, fee: 0, interest: 0, principal: 0 };

  const past = schedule.filter((line) => line.dueDate <= on);
  const ahead = schedule.filter((line) => line.dueDate > on);
  const running = ahead[0];
  if (!running) return { ok: false, reason: 'nothing_ahead' };
  const runningStart = running.periodStart ?? past.at(-1)?.dueDate ?? input.startDate;

  // What is due now, component by component, in the order a payment pays it.
  const allocation: AllocationLine[] = [];
  const take = (instalment: number, component: AllocationLine['component'], value: number) => {
    if (value > 0) allocation.push({ instalment, component, amount: value });
  };
  for (const line of past) {
    const o = owedOf(line.number);
    take(line.number, 'penalty', o.penalty);
    take(line.number, 'fee', o.fee);
    take(line.number, 'interest', o.interest);
    take(line.number, 'principal', o.principal);
  }
  for (const line of ahead) {
    const o = owedOf(line.number);
    take(line.number, 'penalty', o.penalty);
    take(line.number, 'fee', o.fee);
  }
  // The running month's interest earned by `on`; interest paid beyond what each month earned is credit.
  let interestCredit = 0;
  let interestBefore = 0;
  let principalBefore = 0;
  for (const line of ahead) {
    const o = owedOf(line.number);
    const paid = line.interest - o.interest;
    const earned = line === running ? earnedInterest(line.interest, runningStart, line.dueDate, on) : 0;
    if (line === running) take(line.number, 'interest', Math.max(0, earned - paid));
    interestCredit += Math.max(0, paid - earned);
    interestBefore += o.interest;
    principalBefore += o.principal;
  }
  const dueNow = allocation.reduce((sum, line) => sum + line.amount, 0);
  if (amount <= dueNow) return { ok: false, reason: 'not_above_due', dueNow };
  const towardsPrincipal = amount - dueNow;
  const principalAfter = principalBefore - interestCredit - towardsPrincipal;
  if (principalAfter <= 0) return { ok: false, reason: 'pays_off' };

  // The extra pays principal from the last instalment back (the receivables the re-plan then replaces).
  let extra = towardsPrincipal;
  for (const line of [...ahead].reverse()) {
    const value = Math.min(extra, owedOf(line.number).principal);
    take(line.number, 'principal', value);
    extra -= value;
  }

  const { lines, payment } = replan({
    ahead,
    runningStart,
    runningUnearned: running.interest - earnedInterest(running.interest, runningStart, running.dueDate, on),
    on,
    principal: principalAfter,
    rate,
    option,
    instalment: input.instalment,
  });
  // Rounding each month to the ngwee can make a tiny prepayment's plan a ngwee or two dearer than the old
  // one: the lender absorbs that on the last instalments, so a prepayment never costs more interest.
  const interestNow = allocation
    .filter((l) => l.component === 'interest' && l.instalment === running.number)
    .reduce((sum, l) => sum + l.amount, 0);
  let excess =
    lines.reduce((sum, line) => sum + line.interest, 0) - (interestBefore - interestNow + interestCredit);
  for (const line of [...lines].reverse()) {
    if (excess <= 0) break;
    const cut = Math.min(excess, line.interest);
    line.interest -= cut;
    line.instalment -= cut;
    excess -= cut;
  }
  const interestAfter = lines.reduce((sum, line) => sum + line.interest, 0);
  return {
    ok: true,
    plan: {
      on,
      option,
      amount,
      dueNow,
      towardsPrincipal,
      interestCredit,
      principalBefore,
      principalAfter,
      interestBefore,
      interestAfter,
      interestNow,
      instalment: lines.length > 1 ? payment : (lines[0]?.instalment ?? payment),
      months: lines.length,
      lastDueDate: lines.at(-1)?.dueDate ?? on,
      lines,
      schedule: [...past, ...lines],
      allocation,
    },
  };
}

/**
 * The instalments after `on` for `principal`: on the existing due dates, numbered on from the running
 * one. The running month starts again on `on`: its interest is the month's rate for the days left.
 */
function replan(input: {
  ahead: readonly ScheduleLine[];
  runningStart: string;
  /** What the old schedule charged for the rest of the running month: never more after a prepayment. */
  runningUnearned: Ngwee;
  on: string;
  principal: Ngwee;
  rate: number;
  option: PrepaymentOption;
  instalment: Ngwee;
}): { lines: ScheduleLine[]; payment: Ngwee } {
  const { ahead, on, rate } = input;
  const first = ahead[0] as ScheduleLine;
  const firstInterest = Math.min(
    input.runningUnearned,
    mulDivRound(
      mulDivRound(input.principal, rate, 10_000),
      days(on, first.dueDate),
      Math.max(1, days(input.runningStart, first.dueDate)),
    ),
  );
  // Principal per instalment as an annuity would split it (a whole month's interest on the balance), so
  // the principal parts add up to the principal exactly; the last instalment takes what is left.
  const payment =
    input.option === 'lower_instalment'
      ? annuityInstalment(input.principal, ahead.length, rate)
      : Math.max(input.instalment, mulDivRound(input.principal, rate, 10_000) + 1);
  const lines: ScheduleLine[] = [];
  let balance = input.principal;
  for (const [index, slot] of ahead.entries()) {
    if (balance === 0) break;
    const monthInterest = mulDivRound(balance, rate, 10_000);
    const last = index === ahead.length - 1;
    const principal = last ? balance : Math.min(payment - monthInterest, balance);
    const interest = index === 0 ? firstInterest : monthInterest;
    balance -= principal;
    lines.push({
      number: slot.number,
      dueDate: slot.dueDate,
      instalment: principal + interest,
      principal,
      interest,
      balanceAfter: balance,
      ...(index === 0 && { periodStart: on }),
    });
  }
  return { lines, payment };
}

/** What is owed on the instalments after `on` once the plan is in force (for tests and the ledger). */
export function owedAfterPlan(plan: PrepaymentPlan): InstalmentOwed[] {
  return plan.lines.map((line) => ({
    number: line.number,
    dueDate: line.dueDate,
    penalty: 0,
    fee: 0,
    interest: line.interest,
    principal: line.principal,
  }));
}
