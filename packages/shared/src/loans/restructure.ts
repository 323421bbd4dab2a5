import { formatKwacha, mulDivRound, type Ngwee } from '../money/money';
import type { InstalmentOwed } from './allocation';
import { addMonths } from './calendar';
import { annuityInstalment, type ScheduleLine } from './loan-quote';

/**
 * docs/product.md §23.7, docs/decisions/044-restructuring.md: new terms for a loan that is behind or
 * struggling. Everything still owed on the day (`on`) moves into one new plan of monthly instalments:
 * - the principal still owed (missed and not yet due) bears interest at the loan's own rate, as an annuity;
 * - the missed interest, fees and late fees are carried in without interest on them (never compounding),
 *   spread evenly over the new instalments;
 * - interest already paid on instalments not yet due is credited against the new plan's interest.
 * `longer_term` adds `months` (1–12) to the instalments still to fall due; `payment_holiday` keeps their
 * number but nothing falls due for `months` (1–3) and no interest is charged for the holiday.
 * Instalments that fell due by `on` stay in the schedule as they were (what was owed and paid reads the
 * same), those with something still owed marked `restructuredOn`; the new instalments take the numbers
 * from the first one not yet due.
 *
 * Pure integer maths on what the ledger says is owed, shared by the proposal, the approval and the browser.
 */
export const RESTRUCTURE_KINDS = ['longer_term', 'payment_holiday'] as const;
export type RestructureKind = (typeof RESTRUCTURE_KINDS)[number];

/** How many months each kind may add (longer term) or rest (holiday). */
export const RESTRUCTURE_MONTHS: Readonly<Record<RestructureKind, { min: number; max: number }>> = {
  longer_term: { min: 1, max: 12 },
  payment_holiday: { min: 1, max: 3 },
};

export interface RestructureInput {
  /** The schedule in force (dated, perhaps already revised). */
  schedule: readonly ScheduleLine[];
  /** What the ledger says is still owed on each instalment. */
  owed: readonly InstalmentOwed[];
  /** YYYY-MM-DD (Lusaka business day) the plan is made for. */
  on: string;
  monthlyRateBasisPoints: number;
  kind: RestructureKind;
  months: number;
}

export interface RestructurePlan {
  on: string;
  kind: RestructureKind;
  months: number;
  /** Principal still owed, all of it in the new plan (ngwee). */
  principal: Ngwee;
  /** Carried into the new plan without interest: missed interest, fees and late fees. */
  arrears: { interest: Ngwee; fees: Ngwee; penalties: Ngwee };
  /** Interest paid on instalments not yet due, credited against the new plan's interest. */
  interestCredit: Ngwee;
  /** Everything owed before (Σ over the old instalments) and the new plan's total. */
  owedBefore: Ngwee;
  owedAfter: Ngwee;
  interestBefore: Ngwee;
  interestAfter: Ngwee;
  /** The instalments still to fall due before, their regular amount and the last due date. */
  countBefore: number;
  instalmentBefore: Ngwee;
  lastDueDateBefore: string;
  /** The new plan: how many instalments, the regular one (the last may differ), first and last due dates. */
  count: number;
  instalment: Ngwee;
  firstDueDate: string;
  lastDueDate: string;
  /** The new instalments. */
  lines: ScheduleLine[];
  /** The whole schedule in force afterwards: the instalments due by `on` unchanged, then `lines`. */
  schedule: ScheduleLine[];
  /** The old instalments whose owed amounts move into the new plan (the ledger credits them). */
  replaced: InstalmentOwed[];
}

export type RestructureResult = { ok: true; plan: RestructurePlan } | { ok: false; reason: 'nothing_owed' };

const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);

/** `total` in `count` even shares, the last taking what rounding leaves. */
function shares(total: Ngwee, count: number): Ngwee[] {
  const each = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? total - each * (count - 1) : each));
}

export function planRestructure(input: RestructureInput): RestructureResult {
  const { on, kind, months, monthlyRateBasisPoints: rate } = input;
  const limits = RESTRUCTURE_MONTHS[kind];
  if (!Number.isInteger(months) || months < limits.min || months > limits.max) {
    throw new RangeError(`months must be ${limits.min} to ${limits.max} for ${kind}`);
  }
  const schedule = [...input.schedule].sort((a, b) => a.number - b.number);
  const owedByNumber = new Map(input.owed.map((o) => [o.number, o]));
  const owedOf = (line: ScheduleLine): InstalmentOwed =>
    owedByNumber.get(line.number) ?? {
      number: line.number,
      dueDate: line.dueDate,
      penalty: 0,
      fee: 0,
      interest: 0,
      principal: 0,
    };
  const past = schedule.filter((line) => line.dueDate <= on);
  const ahead = schedule.filter((line) => line.dueDate > on);
  const owed = schedule.map(owedOf);
  const principal = sum(owed, (o) => o.principal);
  if (principal <= 0) return { ok: false, reason: 'nothing_owed' };

  const arrears = {
    interest: sum(past.map(owedOf), (o) => o.interest),
    fees: sum(owed, (o) => o.fee),
    penalties: sum(owed, (o) => o.penalty),
  };
  const interestCredit = sum(ahead, (line) => Math.max(0, line.interest - owedOf(line).interest));

  // The new due dates: from the next one the old schedule had (or, when every instalment is already due,
  // the next monthly date after `on`), a holiday pushing them all back by its months.
  const last = schedule.at(-1);
  let base = ahead[0]?.dueDate;
  if (!base) {
    const from = last?.dueDate ?? on;
    let step = 1;
    while (addMonths(from, step) <= on) step++;
    base = addMonths(from, step);
  }
  const count = kind === 'longer_term' ? ahead.length + months : Math.max(1, ahead.length);
  const shift = kind === 'payment_holiday' ? months : 0;
  const firstNumber = ahead[0]?.number ?? (last?.number ?? 0) + 1;

  // The principal as an annuity at the loan's rate (a whole month's interest on the balance each month);
  // the holiday's months charge nothing.
  const payment = annuityInstalment(principal, count, rate);
  const interestShares = shares(arrears.interest, count);
  const feeShares = shares(arrears.fees, count);
  const penaltyShares = shares(arrears.penalties, count);
  let credit = interestCredit;
  let balance = principal;
  const lines: ScheduleLine[] = [];
  for (let i = 0; i < count; i++) {
    const monthInterest = mulDivRound(balance, rate, 10_000);
    const linePrincipal = i === count - 1 ? balance : Math.min(payment - monthInterest, balance);
    const credited = Math.min(credit, monthInterest);
    credit -= credited;
    balance -= linePrincipal;
    const interest = monthInterest - credited + (interestShares[i] ?? 0);
    const fee = feeShares[i] ?? 0;
    const penalty = penaltyShares[i] ?? 0;
    lines.push({
      number: firstNumber + i,
      dueDate: addMonths(base, i + shift),
      instalment: linePrincipal + interest + fee + penalty,
      principal: linePrincipal,
      interest,
      balanceAfter: balance,
      ...(fee > 0 && { fee }),
      ...(penalty > 0 && { penalty }),
    });
  }
  const regular = lines.length > 1 ? Math.max(...lines.slice(0, -1).map((l) => l.instalment)) : undefined;
  return {
    ok: true,
    plan: {
      on,
      kind,
      months,
      principal,
      arrears,
      interestCredit: interestCredit - credit,
      owedBefore: sum(owed, (o) => o.principal + o.interest + o.fee + o.penalty),
      owedAfter: sum(lines, (l) => l.instalment),
      interestBefore: sum(owed, (o) => o.interest),
      interestAfter: sum(lines, (l) => l.interest),
      countBefore: ahead.length,
      instalmentBefore: Math.max(0, ...ahead.map((line) => line.instalment)),
      lastDueDateBefore: last?.dueDate ?? on,
      count,
      instalment: regular ?? lines[0]?.instalment ?? 0,
      firstDueDate: lines[0]?.dueDate ?? base,
      lastDueDate: lines.at(-1)?.dueDate ?? base,
      lines,
      schedule: [
        ...past.map((line) =>
          owedOf(line).principal + owedOf(line).interest + owedOf(line).fee + owedOf(line).penalty > 0
            ? { ...line, restructuredOn: on }
            : line,
        ),
        ...lines,
      ],
      replaced: owed.filter((o) => o.principal + o.interest + o.fee + o.penalty > 0),
    },
  };
}

/** What is owed on each instalment once the plan is in force (for tests and the ledger). */
export function owedAfterRestructure(plan: RestructurePlan): InstalmentOwed[] {
  return plan.lines.map((line) => ({
    number: line.number,
    dueDate: line.dueDate,
    penalty: line.penalty ?? 0,
    fee: line.fee ?? 0,
    interest: line.interest,
    principal: line.principal,
  }));
}

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The key facts of a restructure in plain words (docs/product.md §23.7): the borrower reads them with the
 * wording they accept, and staff see the same lines. Built from the stored plan, so both read one text.
 */
export function restructureKeyFacts(plan: RestructurePlan, monthlyRateBasisPoints: number): string[] {
  const { arrears } = plan;
  const carried = arrears.interest + arrears.fees + arrears.penalties;
  const lastLine = plan.lines.at(-1);
  const facts = [
    `You still owe ${formatKwacha(plan.owedBefore)}: ${formatKwacha(plan.principal)} of it is principal${carried > 0 ? `, and ${formatKwacha(carried)} is missed interest, fees and late fees` : ''}. All of it moves into the new plan, so nothing is left overdue.`,
    `You will pay ${plural(plan.count, 'monthly instalment')} of ${formatKwacha(plan.instalment)}${lastLine && plan.count > 1 && lastLine.instalment !== plan.instalment ? ` (the last one ${formatKwacha(lastLine.instalment)})` : ''}, the first on ${plan.firstDueDate} and the last on ${plan.lastDueDate}. Before, ${plan.countBefore > 0 ? `you had ${plural(plan.countBefore, 'instalment')} of ${formatKwacha(plan.instalmentBefore)} still to come, the last on ${plan.lastDueDateBefore}` : `every instalment was already due, the last on ${plan.lastDueDateBefore}`}.`,
    plan.kind === 'payment_holiday'
      ? `Nothing falls due for ${plural(plan.months, 'month')} of payment holiday, and no interest is charged for the holiday.`
      : `The plan runs ${plural(plan.months, 'month')} longer than before.`,
    `Interest stays at ${percent(monthlyRateBasisPoints)} a month on the principal you owe; no interest is charged on missed interest, fees or late fees.`,
    `In total you will repay ${formatKwacha(plan.owedAfter)}, against ${formatKwacha(plan.owedBefore)} under the plan you have now${plan.owedAfter > plan.owedBefore ? `: ${formatKwacha(plan.owedAfter - plan.owedBefore)} more interest, for the longer time you keep the money` : ''}.`,
    'You may still repay early at any time without a penalty. If you miss an instalment of the new plan, the late fee and reminders apply as before.',
  ];
  return facts;
}
