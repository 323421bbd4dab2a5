import type { Executor, LoanApplication } from '@kwacha/db';
import { lusakaToday } from '@kwacha/shared/identity/age';
import { type InstalmentOwed, owedOn } from '@kwacha/shared/loans/allocation';
import { daysPastDue, delinquencyBucketOf, overdueAmount } from '@kwacha/shared/loans/delinquency';
import type { ScheduleLine } from '@kwacha/shared/loans/loan-quote';
import { loadLoanReceivables } from '../ledger/ledger.public';
import { readDelinquencyBuckets } from '../settings/settings.service';
import { type LoanBalances, loanBalances, scheduleInForce } from './loan-balances';
import {
  type Delinquency,
  deleteInstalmentsAfter,
  insertInstalments,
  replaceInstalmentsFrom,
  setDelinquency,
  upsertPosition,
} from './loan-positions.repository';
import { setScheduleRevision } from './loans.repository';

/**
 * Records the schedule a loan runs on, re-dated from the day its money arrived (called by the move to
 * active). The statistics read from it what falls due each day.
 */
export async function recordSchedule(tx: Executor, loan: LoanApplication): Promise<void> {
  const { live, schedule } = scheduleInForce(loan);
  if (!live) return;
  await insertInstalments(
    tx,
    schedule.map((line) => ({
      loanId: loan.id,
      number: line.number,
      productId: loan.productId,
      dueDate: line.dueDate,
      amount: line.instalment,
    })),
  );
}

/**
 * A loan paid off on `day` (docs/product.md §13.6): its later instalments will never fall due, so the
 * statistics stop expecting them (what falls due, the collection rate) and the staff list's due filter
 * stops finding the loan on those days.
 */
export async function endScheduleOn(tx: Executor, loan: LoanApplication, day: string): Promise<void> {
  await deleteInstalmentsAfter(tx, loan.id, day);
}

/**
 * A prepayment planned the instalments after its day again (docs/product.md §13.6): the new schedule is the
 * one in force, and the statistics read its due dates and amounts from then on.
 */
export async function reviseSchedule(
  tx: Executor,
  loan: LoanApplication,
  schedule: ScheduleLine[],
  fromNumber: number,
  at: Date,
): Promise<LoanApplication> {
  await setScheduleRevision(tx, loan.id, schedule, at);
  await replaceInstalmentsFrom(
    tx,
    loan.id,
    fromNumber,
    schedule
      .filter((line) => line.number >= fromNumber)
      .map((line) => ({
        loanId: loan.id,
        number: line.number,
        productId: loan.productId,
        dueDate: line.dueDate,
        amount: line.instalment,
      })),
  );
  return { ...loan, scheduleRevision: schedule };
}

/**
 * Copies what the ledger says the borrower owes into the loan's position row. Call it in the transaction
 * of every posting to the loan (disbursement, repayment, late fee), after the posting: the ledger stays the
 * only source, and the ledger invariants check that the copy agrees with it after every money test.
 * Answers the balances it copied, so the caller need not read the ledger again.
 *
 * The days past due follow the new oldest unpaid instalment, counted against the day the daily run last
 * aged the loan (the Lusaka day of `at` before its first run): a repayment that clears the arrears makes
 * the loan current at once, one that leaves it past due moves it to the bucket of its fewer days. The
 * bucket boundaries are read only then, unless the caller (the daily run) already has them.
 */
export async function refreshLoanPosition(
  tx: Executor,
  loan: LoanApplication,
  at: Date,
  options: { bucketBounds?: readonly number[] } = {},
): Promise<LoanBalances> {
  const balances = loanBalances(loan, await loadLoanReceivables(tx, loan.id));
  const { instalments } = balances;
  const sum = (pick: (i: (typeof instalments)[number]) => number) =>
    instalments.reduce((total, i) => total + pick(i), 0);
  const oldestUnpaid = oldestUnpaidOf(instalments);
  const day = lusakaToday(at);
  const stored = await upsertPosition(
    tx,
    {
      loanId: loan.id,
      productId: loan.productId,
      principal: sum((i) => i.principal),
      interest: sum((i) => i.interest),
      fees: sum((i) => i.fee),
      penalties: sum((i) => i.penalty),
      oldestUnpaidDueDate: oldestUnpaid?.dueDate ?? null,
      loanAmount: loan.amount,
      overdueAmount: overdueAmount(instalments, day),
      updatedAt: at,
    },
    day,
  );
  const changes: Partial<Delinquency> = {};
  // Counted above for the posting's day; the daily run may have aged the loan to another (the business date).
  if (stored.agedOn !== null && stored.agedOn !== day) {
    const overdue = overdueAmount(instalments, stored.agedOn);
    if (overdue !== stored.overdueAmount) changes.overdueAmount = overdue;
  }
  if (stored.daysPastDue > 0) {
    const bounds = options.bucketBounds ?? (await readDelinquencyBuckets(tx)).upperBounds;
    const bucket = delinquencyBucketOf(stored.daysPastDue, bounds);
    if (bucket !== stored.delinquencyBucket) changes.delinquencyBucket = bucket;
  }
  if (Object.keys(changes).length > 0) await setDelinquency(tx, loan.id, changes);
  return balances;
}

const oldestUnpaidOf = (instalments: readonly InstalmentOwed[]) =>
  instalments.filter((i) => owedOn(i) > 0).sort((a, b) => a.number - b.number)[0];

/**
 * The daily run's ageing of a serviced loan for `day` (docs/product.md §13.4): its days past due,
 * bucket under `bucketBounds` and amount overdue, from the instalments the run already read, in one UPDATE.
 */
export async function ageLoanPosition(
  tx: Executor,
  loanId: string,
  day: string,
  owed: readonly InstalmentOwed[],
  bucketBounds: readonly number[],
): Promise<void> {
  const days = daysPastDue(oldestUnpaidOf(owed)?.dueDate, day);
  await setDelinquency(tx, loanId, {
    daysPastDue: days,
    delinquencyBucket: delinquencyBucketOf(days, bucketBounds),
    overdueAmount: overdueAmount(owed, day),
    agedOn: day,
  });
}
