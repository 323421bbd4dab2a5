import { type Executor, violatedUniqueIndex } from '@kwacha/db';
import type { BorrowerCollections } from '@kwacha/shared/loans/promises';
import { ngweeToKwacha, parseKwacha } from '@kwacha/shared/money/money';
import { addCalendarDays } from '@kwacha/shared/staff/business-date';
import type { PromiseEntry, PromiseRequest } from '@kwacha/shared/staff/collections';
import { recordAudit } from '../audit/audit.public';
import { repaidAndWaivedOfLoans } from '../ledger/ledger.public';
import { LoanNotFoundError } from '../loans/loans.errors';
import { loanReadBy, lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { type BusinessDateDeps, businessToday, readCollectionRules } from '../settings/settings.public';
import { displayName } from '../users/display-name';
import { LoanNotOverdueError } from './collections.errors';
import {
  PromiseAmountRefused,
  PromiseDatePastError,
  PromiseDateTooLateError,
  PromiseOpenError,
} from './promises.errors';
import {
  findLoanStanding,
  findOpenPromise,
  findPromiseWithMaker,
  insertPromise,
  messagesSentAboutLoan,
  type PromiseWithMaker,
  promiseCountsByCollector,
  promisesOfLoan,
  upsertCasePromise,
} from './promises.repository';

export type PromiseDeps = BusinessDateDeps;

const ONE_OPEN_INDEX = 'promises_to_pay_one_open_idx';
const LEAST_PROMISE = 100; // K1.00, in ngwee

/** How far ahead a promise may fall: the superuser's collection rules (docs/product.md §23.4). */
export async function promiseMaxDays(db: Executor): Promise<number> {
  return (await readCollectionRules(db)).promiseMaxDays;
}

export function promiseEntryOf(row: PromiseWithMaker): PromiseEntry {
  return {
    id: row.id,
    amount: ngweeToKwacha(row.amount),
    date: row.promisedFor,
    status: row.status,
    paid: ngweeToKwacha(row.paid),
    madeBy: row.madeBy,
    by: displayName(row.maker),
    at: row.createdAt.toISOString(),
  };
}

/** Every promise of a loan, newest first, borrowers' own among them (the staff case view). */
export async function promiseEntriesOfLoan(db: Executor, loanId: string): Promise<PromiseEntry[]> {
  return (await promisesOfLoan(db, loanId)).map(promiseEntryOf);
}

/** Whoever makes the promise: a collector (admin or superuser) or the loan's own borrower. */
export interface PromiseMaker {
  userId: string;
  as: 'staff' | 'borrower';
}

/** The request's date and amount checked against today's limits; the amount in ngwee. */
function checkRequest(request: PromiseRequest, today: string, maxDays: number) {
  if (request.date < today) throw new PromiseDatePastError();
  if (request.date > addCalendarDays(today, maxDays)) throw new PromiseDateTooLateError(maxDays);
  const amount = parseKwacha(request.amount);
  if (amount === undefined || amount < LEAST_PROMISE) throw new PromiseAmountRefused();
  return amount;
}

/**
 * Records a promise to pay `amount` by `date` on a loan past due (docs/product.md §23.4), by a collector or
 * by the borrower: the date from the business date up to `promiseMaxDays` ahead, the amount from K1 to what
 * the loan owes. One open promise per loan, even for two made at once (the partial unique index). Notes
 * the loan's total repaid so far, which the daily check measures payments from, and copies the promise
 * onto the loan's case for the queue; audited.
 */
export async function makePromise(
  deps: PromiseDeps,
  input: { loanId: string; maker: PromiseMaker; request: PromiseRequest },
): Promise<PromiseEntry> {
  const { loanId, maker } = input;
  const today = await businessToday(deps);
  const amount = checkRequest(input.request, today, await promiseMaxDays(deps.db));
  const date = input.request.date;
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockLoanWithBorrower(tx, loanId);
      // A borrower's promise on another's loan reads as an unknown loan.
      if (!locked || (maker.as === 'borrower' && locked.loan.userId !== maker.userId)) {
        throw new LoanNotFoundError();
      }
      if (maker.as === 'staff') refuseOwnLoan(locked.loan, maker.userId);
      const standing = await findLoanStanding(tx, loanId);
      if (!standing || standing.daysPastDue <= 0) throw new LoanNotOverdueError();
      if (amount > standing.balance) throw new PromiseAmountRefused();
      // Read after the loan's lock: a promise made a moment ago by someone else is seen here.
      if (await findOpenPromise(tx, loanId)) throw new PromiseOpenError();
      const repaidBefore = (await repaidAndWaivedOfLoans(tx, [loanId])).get(loanId)?.repaid ?? 0;
      const at = deps.now();
      const promise = await insertPromise(tx, {
        loanId,
        amount,
        promisedFor: date,
        madeBy: maker.as,
        madeByUserId: maker.userId,
        repaidBefore,
        createdAt: at,
      });
      await upsertCasePromise(tx, {
        loanId,
        status: 'open',
        amount,
        date,
        nextActionOn: addCalendarDays(date, 1),
        at,
      });
      await recordAudit(tx, {
        actorId: maker.userId,
        action: 'collections.promise_made',
        loanId,
        entityType: 'promise_to_pay',
        entityId: promise.id,
        after: { amount, promisedFor: date, madeBy: maker.as, repaidBefore },
      });
      const row = await findPromiseWithMaker(tx, promise.id);
      if (!row) throw new Error('the promise just written was not found');
      return promiseEntryOf(row);
    });
  } catch (error) {
    // Two made at once: the loser ran into the index (the lock makes this rare, the index makes it sure).
    if (violatedUniqueIndex(error) === ONE_OPEN_INDEX) throw new PromiseOpenError();
    throw error;
  }
}

/**
 * What the borrower sees of collections on one of their loans (GET /api/loan-applications/:id/collections):
 * the messages collectors sent, the latest promise, and whether they may promise now. The caller has
 * checked the loan is theirs.
 */
export async function borrowerCollectionsOf(
  db: Executor,
  loanId: string,
  borrowerId: string,
): Promise<BorrowerCollections> {
  await loanReadBy(db, loanId, { borrowerId });
  const [messages, [latest], standing, maxDays] = await Promise.all([
    messagesSentAboutLoan(db, loanId),
    promisesOfLoan(db, loanId, 1),
    findLoanStanding(db, loanId),
    promiseMaxDays(db),
  ]);
  const overdue = standing !== undefined && standing.daysPastDue > 0;
  return {
    messages: messages.flatMap(({ at, channel, template }) =>
      (channel === 'sms' || channel === 'email') && template
        ? [{ at: at.toISOString(), channel, template }]
        : [],
    ),
    promise: latest ? promiseEntryOf(latest) : null,
    canPromise: overdue && latest?.status !== 'open',
    promiseMaxDays: maxDays,
    amountOverdue: overdue ? ngweeToKwacha(standing.overdueAmount) : 0,
  };
}

export interface CollectorPromiseStats {
  id: string;
  name: string;
  kept: number;
  broken: number;
  open: number;
  /** kept ÷ (kept + broken), 0–1; null until one of theirs is decided. */
  keptRate: number | null;
}

/** Each collector's promises by outcome, and the share of the decided ones kept. */
export async function promiseStatsByCollector(db: Executor): Promise<CollectorPromiseStats[]> {
  const byCollector = new Map<string, CollectorPromiseStats>();
  for (const row of await promiseCountsByCollector(db)) {
    const stats = byCollector.get(row.id) ?? {
      id: row.id,
      name: displayName(row),
      kept: 0,
      broken: 0,
      open: 0,
      keptRate: null,
    };
    stats[row.status] += Number(row.count);
    byCollector.set(row.id, stats);
  }
  return [...byCollector.values()]
    .map((stats) => {
      const decided = stats.kept + stats.broken;
      return { ...stats, keptRate: decided > 0 ? stats.kept / decided : null };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
