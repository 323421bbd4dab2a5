import type { Executor } from '@kwacha/db';
import { delinquencyBucketLabel, delinquencyBucketOf } from '@kwacha/shared/loans/delinquency';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type {
  CollectionCollector,
  CollectionQueue,
  CollectionQueueQuery,
  CollectionQueueRow,
  CollectionSort,
} from '@kwacha/shared/staff/collections';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import { readDelinquencyBuckets } from '../settings/settings.public';
import { displayName } from '../users/display-name';
import { activeCollectors, type QueueRow, queuePage } from './collection-queue.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cursor's tag names the list and its order, so a cursor cannot be replayed against another sort. */
const cursorTag = (sort: CollectionSort) => `collections:${sort}`;
const sortKeyOf = (row: QueueRow, sort: CollectionSort) =>
  sort === 'amount_overdue' ? row.overdueAmount : row.daysPastDue;

const named = (person: { firstName: string | null; lastName: string | null; username: string }) =>
  displayName(person);

function queueRow(row: QueueRow, upperBounds: readonly number[]): CollectionQueueRow {
  // The bucket under today's boundaries, as the staff loan view shows it: the stored number is the last
  // run's, which lags a superuser's change by a day.
  const bucket = delinquencyBucketOf(row.daysPastDue, upperBounds) ?? row.bucket ?? 1;
  const collector = row.collector?.id ? { id: row.collector.id, name: named(row.collector) } : null;
  return {
    loanId: row.loanId,
    borrowerName: named(row.borrower),
    phoneNumber: row.borrower.phoneNumber,
    daysPastDue: row.daysPastDue,
    bucket,
    bucketLabel: delinquencyBucketLabel(bucket, upperBounds),
    amountOverdue: ngweeToKwacha(row.overdueAmount),
    balance: ngweeToKwacha(Number(row.balance)),
    collector,
    lastContact:
      row.lastContactAt && row.lastContactChannel
        ? {
            at: row.lastContactAt.toISOString(),
            channel: row.lastContactChannel,
            outcome: row.lastContactOutcome,
          }
        : null,
    promise:
      row.promiseStatus && row.promiseAmount !== null && row.promiseDate
        ? { status: row.promiseStatus, amount: ngweeToKwacha(row.promiseAmount), date: row.promiseDate }
        : null,
    nextActionOn: row.nextActionOn,
  };
}

/**
 * The collections queue (docs/product.md §23.2): loans past due with their borrower, collector, last
 * contact and promise, filtered and keyset-paged. `mine` is the loans of whoever asks.
 */
export async function collectionQueue(
  deps: { db: Executor; now: () => Date },
  requesterId: string,
  query: CollectionQueueQuery,
): Promise<CollectionQueue> {
  const after = query.cursor ? decodeKeysetCursor(query.cursor, cursorTag(query.sort), 'amount') : undefined;
  const mine = query.mine === 'true';
  // "Mine" and another collector at once: nobody's loans are both.
  if (mine && query.collector !== undefined && query.collector !== requesterId) {
    return { items: [], nextCursor: null };
  }
  const collector = mine ? requesterId : query.collector;
  const [rows, { upperBounds }] = await Promise.all([
    queuePage(deps.db, {
      sort: query.sort,
      limit: query.limit,
      ...(query.bucket !== undefined && { bucket: query.bucket }),
      ...(collector !== undefined && { collector }),
      ...(query.promise !== undefined && { promise: query.promise }),
      ...(query.noContactDays !== undefined && {
        noContactSince: new Date(deps.now().getTime() - query.noContactDays * DAY_MS),
      }),
      ...(after && { after: { key: Number(after.key), id: after.id } }),
    }),
    readDelinquencyBuckets(deps.db),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => queueRow(row, upperBounds)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeysetCursor(cursorTag(query.sort), String(sortKeyOf(last, query.sort)), last.loanId)
        : null,
  };
}

/** Who may work a loan: the active admins and superusers, by name. */
export async function collectors(db: Executor): Promise<CollectionCollector[]> {
  return (await activeCollectors(db)).map((person) => ({ id: person.id, name: named(person) }));
}
