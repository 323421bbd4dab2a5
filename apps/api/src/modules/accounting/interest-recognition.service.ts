import type { Executor } from '@kwacha/db';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { AppContext } from '../../context';
import {
  interestBalancesOf,
  interestRecognitionKey,
  interestRecognitionKeysOf,
  postInterestRecognitionEntry,
  postInterestResumedEntry,
} from '../ledger/ledger.public';
import { scheduleInForce } from '../loans/loan-balances';
import { findDelinquency, lockLoanWithBorrower } from '../loans/loans.public';
import { instalmentsDueBy, lastRecognitionDay, loansToRecognise } from './interest-recognition.repository';

type Deps = Pick<AppContext, 'db' | 'now' | 'logger'>;

/** Interest of a loan more than this many days past due goes to suspense (docs/decisions/047). */
export const SUSPEND_AFTER_DAYS_PAST_DUE = 90;

/** How far before its last recognition the job looks again: a loan it could not lock, a day it missed. */
const LOOK_BACK_DAYS = 7;

const FIRST_UUID = '00000000-0000-0000-0000-000000000000';

export interface InterestRecognitionReport {
  loans: number;
  /** Entries to interest_income, and to suspended_interest. */
  recognised: number;
  suspended: number;
  resumed: number;
}

/**
 * The daily recognition of interest (docs/product.md §24.5, docs/decisions/047), for the business day
 * `today`, after servicing aged every loan for it: each instalment due by `today` has its interest moved
 * from unearned_interest to interest_income (or suspended_interest while the loan is more than 90 days
 * past due or written off), never more than the loan still holds unearned; a paid loan's remaining
 * unearned interest is recognised; suspended interest of a loan cured or paid goes to income. Each loan in
 * its own transaction, locked; every entry keyed, so a second run on any day posts nothing.
 */
export async function recogniseInterest(
  deps: Deps,
  today: string,
  options: { batchSize?: number } = {},
): Promise<InterestRecognitionReport> {
  const report: InterestRecognitionReport = { loans: 0, recognised: 0, suspended: 0, resumed: 0 };
  const last = await lastRecognitionDay(deps.db);
  const since = last === null ? null : addCalendarDays(last < today ? last : today, -LOOK_BACK_DAYS);
  let after = FIRST_UUID;
  for (;;) {
    const ids = await loansToRecognise(deps.db, {
      today,
      since,
      suspendAfterDays: SUSPEND_AFTER_DAYS_PAST_DUE,
      after,
      limit: options.batchSize ?? 500,
    });
    for (const id of ids) {
      const outcome = await deps.db.transaction((tx) => recogniseLoan(tx, id, today, deps.now()));
      report.loans += 1;
      report.recognised += outcome.recognised;
      report.suspended += outcome.suspended;
      report.resumed += outcome.resumed;
    }
    const next = ids.at(-1);
    if (!next) break;
    after = next;
  }
  if (report.loans > 0) deps.logger.info({ today, ...report }, 'interest recognised');
  return report;
}

async function recogniseLoan(tx: Executor, loanId: string, today: string, at: Date) {
  const outcome = { recognised: 0, suspended: 0, resumed: 0 };
  const locked = await lockLoanWithBorrower(tx, loanId);
  if (!locked) return outcome;
  const { loan } = locked;
  const { live, schedule } = scheduleInForce(loan);
  if (!live) return outcome;
  const daysPastDue = (await findDelinquency(tx, loanId))?.daysPastDue ?? 0;
  const suspend =
    loan.status === 'written_off' ||
    ((loan.status === 'active' || loan.status === 'overdue') && daysPastDue > SUSPEND_AFTER_DAYS_PAST_DUE);
  const balances = await interestBalancesOf(tx, loanId);
  const done = await interestRecognitionKeysOf(tx, loanId);
  const interestOf = new Map(schedule.map((line) => [line.number, line.interest]));
  let unearned = balances.unearned;
  const recognise = async (instalment: number | 'final', charged: number) => {
    // Never more than the loan still holds: a payoff's rebate or a waiver's release is not earned again.
    const amount = Math.min(charged, Math.max(0, unearned));
    if (amount <= 0 || done.has(interestRecognitionKey(loanId, instalment))) return;
    const posted = await postInterestRecognitionEntry(tx, {
      loanId,
      instalment,
      amount,
      suspended: suspend && instalment !== 'final',
      at,
    });
    if (!posted) return;
    unearned -= amount;
    if (suspend && instalment !== 'final') outcome.suspended += 1;
    else outcome.recognised += 1;
  };
  for (const number of await instalmentsDueBy(tx, loanId, today)) {
    await recognise(number, interestOf.get(number) ?? 0);
  }
  // Repaid: the interest left was earned up to the payoff (the rebate took what was not).
  if (loan.status === 'paid') await recognise('final', unearned);

  const cured =
    loan.status === 'paid' ||
    ((loan.status === 'active' || loan.status === 'overdue') && daysPastDue <= SUSPEND_AFTER_DAYS_PAST_DUE);
  if (cured && balances.suspended > 0) {
    const posted = await postInterestResumedEntry(tx, { loanId, amount: balances.suspended, day: today, at });
    if (posted) outcome.resumed += 1;
  }
  return outcome;
}
