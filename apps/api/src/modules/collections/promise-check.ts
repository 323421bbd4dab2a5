import type { Executor, PromiseToPay } from '@kwacha/db';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { JobDefinition } from '../../jobs/job-queue';
import { repaidAndWaivedOfLoans } from '../ledger/ledger.public';
import { tellBorrower } from '../notifications/notifications.public';
import { claimOpenPromises, updateCheckedPromise, upsertCasePromise } from './promises.repository';

export type PromiseCheckDeps = Pick<AppContext, 'db' | 'mailer' | 'now' | 'logger'> & {
  config: Pick<Config, 'appUrl'>;
};

export interface PromiseCheckReport {
  checked: number;
  kept: number;
  broken: number;
  reminded: number;
}

/** A promise is broken once the day after its date (a day of grace) has passed unpaid. */
export const PROMISE_GRACE_DAYS = 1;

type Outcome = 'kept' | 'broken' | 'reminded' | undefined;

/**
 * The daily promise check (docs/product.md §23.4) for the business day `today`, over every open promise
 * in batches (each in its own transaction, its rows locked and skipped by a second run at the same time):
 * what the loan was repaid since the promise is `paid`; kept as soon as it reaches the amount, broken once
 * `today` is past the promised day plus the grace day; the day before the promised day the borrower is
 * reminded, once. Each decision copies onto the loan's case. Running it twice for a day changes nothing
 * the second time: decided promises are no longer open, and the reminder is stamped.
 */
export async function checkPromises(
  deps: PromiseCheckDeps,
  today: string,
  options: { batchSize?: number } = {},
): Promise<PromiseCheckReport> {
  const report: PromiseCheckReport = { checked: 0, kept: 0, broken: 0, reminded: 0 };
  let after: string | undefined;
  for (;;) {
    const last = await deps.db.transaction(async (tx) => {
      const promises = await claimOpenPromises(tx, after, options.batchSize ?? 200);
      const repaid = await repaidAndWaivedOfLoans(tx, [...new Set(promises.map((p) => p.loanId))]);
      for (const promise of promises) {
        const outcome = await checkPromise(deps, tx, promise, repaid.get(promise.loanId)?.repaid ?? 0, today);
        report.checked += 1;
        if (outcome) report[outcome] += 1;
      }
      return promises.at(-1)?.id;
    });
    if (!last) break;
    after = last;
  }
  if (report.checked > 0) deps.logger.info({ today, ...report }, 'daily promise check done');
  return report;
}

async function checkPromise(
  deps: PromiseCheckDeps,
  tx: Executor,
  promise: PromiseToPay & { borrowerId: string },
  repaidNow: number,
  today: string,
): Promise<Outcome> {
  const paid = Math.max(0, repaidNow - promise.repaidBefore);
  const decision =
    paid >= promise.amount
      ? 'kept'
      : today > addCalendarDays(promise.promisedFor, PROMISE_GRACE_DAYS)
        ? 'broken'
        : undefined;
  if (decision) {
    await updateCheckedPromise(tx, promise.id, { paid, status: decision, decidedOn: today });
    await upsertCasePromise(tx, {
      loanId: promise.loanId,
      status: decision,
      amount: promise.amount,
      date: promise.promisedFor,
      // A collector looks again the day it was decided: a kept promise on a loan still past due, a broken one.
      nextActionOn: today,
      at: deps.now(),
    });
    return decision;
  }
  const remind = promise.remindedOn === null && addCalendarDays(promise.promisedFor, -1) === today;
  await updateCheckedPromise(tx, promise.id, { paid, ...(remind && { remindedOn: today }) });
  if (!remind) return undefined;
  const told = { mailer: deps.mailer, appUrl: deps.config.appUrl, now: deps.now() };
  await tellBorrower(tx, told, promise.borrowerId, {
    kind: 'promise_reminder',
    loanId: promise.loanId,
    date: promise.promisedFor,
    amount: promise.amount - paid,
  });
  return 'reminded';
}

export const DAILY_PROMISE_CHECK_JOB = 'collections.promises.daily';

/**
 * The promise check every morning in Lusaka, just after the servicing run (04:00 UTC): 04:15 UTC is 06:15
 * Lusaka. `today` is the business date, handed in by bootstrap.ts as for servicing.
 */
export function dailyPromiseCheckJob(
  deps: PromiseCheckDeps & { today: () => Promise<string> },
): JobDefinition {
  return {
    name: DAILY_PROMISE_CHECK_JOB,
    cron: '15 4 * * *',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler() {
      await checkPromises(deps, await deps.today());
    },
  };
}
