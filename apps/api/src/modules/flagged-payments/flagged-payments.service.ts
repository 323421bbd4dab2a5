import type { Executor, PaymentCallback } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type {
  FlaggedPayment,
  FlaggedPaymentList,
  FlaggedPaymentsQuery,
  PaymentEvidence,
} from '@kwacha/shared/staff/flagged-payments';
import { displayName } from '../users/display-name';
import {
  callbacksNaming,
  countFlagged,
  type FlaggedPageRow,
  findFlaggedPage,
} from './flagged-payments.repository';
import { decodeQueueCursor, encodeQueueCursor } from './queue-cursor';

/**
 * The queue of flagged payments waiting for staff (docs/product.md §14.8), oldest first, each with the
 * evidence of every callback that named it: what staff need to decide whether the money arrived.
 */
export async function listFlaggedPayments(
  db: Executor,
  query: FlaggedPaymentsQuery,
): Promise<FlaggedPaymentList> {
  const after = query.cursor === undefined ? undefined : decodeQueueCursor(query.cursor);
  const rows = await findFlaggedPage(db, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const evidence = await callbacksNaming(
    db,
    page.map((row) => row.payment.reference),
  );
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => toFlaggedPayment(row, evidence)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeQueueCursor({ createdAt: last.createdKey, id: last.payment.id })
        : null,
  };
}

export function flaggedPaymentCount(db: Executor): Promise<number> {
  return countFlagged(db);
}

function toFlaggedPayment(row: FlaggedPageRow, evidence: PaymentCallback[]): FlaggedPayment[] {
  const { payment } = row;
  const { status } = payment;
  // The queue's condition already leaves pending payments out; this tells the types so.
  if (status === 'pending') return [];
  const item: FlaggedPayment = {
    id: payment.id,
    reference: payment.reference,
    providerReference: payment.providerReference,
    provider: payment.provider,
    operator: payment.operator,
    phoneNumber: payment.phoneNumber,
    amount: ngweeToKwacha(payment.amount),
    currency: payment.currency,
    status,
    flaggedReason: payment.flaggedReason ?? '',
    failureReason: payment.failureReason,
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt?.toISOString() ?? null,
    booked: row.booked,
    // Money already in the books can only be acknowledged: applying or refunding would count it twice.
    allowedActions: row.booked ? ['dismiss'] : ['apply', 'refunded', 'dismiss'],
    loan: { id: payment.loanId, status: row.loanStatus, productName: row.productName },
    borrower: { id: row.borrower.id, name: displayName(row.borrower), email: row.borrower.email },
    previousResolution:
      payment.resolution && payment.resolvedAt
        ? {
            resolution: payment.resolution,
            resolvedAt: payment.resolvedAt.toISOString(),
            resolvedBy: row.resolver?.username ? displayName(row.resolver) : null,
            note: payment.resolutionNote,
            flaggedReason: payment.resolvedFlagReason,
          }
        : null,
    callbacks: evidence.filter((c) => c.reference === payment.reference).map(toEvidence),
  };
  return [item];
}

function toEvidence(callback: PaymentCallback): PaymentEvidence {
  return {
    id: callback.id,
    receivedAt: callback.receivedAt.toISOString(),
    provider: callback.provider,
    channel: callback.channel,
    claimedState: callback.claimedState,
    confirmed: callback.confirmed,
    believedState: callback.believedState,
    result: callback.result,
    detail: callback.detail,
  };
}
