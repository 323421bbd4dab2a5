import type { Payment } from '@kwacha/db';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import {
  RESOLUTION_OF,
  type ResolvedFlaggedPayment,
  type ResolveFlaggedPaymentRequest,
} from '@kwacha/shared/staff/flagged-payments';
import { recordAudit } from '../audit/audit.public';
import { postOutsideRefundEntry } from '../ledger/journal-postings';
import { lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import type { PaymentDeps } from '../payments/payment-deps';
import { findPayment } from '../payments/payments.public';
import { bookRepayment } from '../payments/repayment-booking';
import {
  FlaggedPaymentNotFoundError,
  PaymentAlreadyBookedError,
  PaymentAlreadyResolvedError,
  PaymentStillPendingError,
} from './flagged-payments.errors';
import { lockPayment, paymentIsBooked, recordResolution } from './flagged-payments.repository';

/**
 * A member of staff settles a flagged payment (docs/decisions/013-flagged-payment-resolutions.md), in one
 * transaction with its audit record:
 * - `apply`: the money did arrive. The payment becomes successful and is booked exactly as a provider's
 *   success would be (bookRepayment: allocation, anything above the balance to overpayment, the loan's
 *   move, the borrower told).
 * - `refunded`: it arrived and was given back outside the system: cash in and cash out in one entry; the
 *   loan's balance does not change.
 * - `dismiss`: no money moved (or it is already in the books); only the note.
 * The loan is locked first, then the payment, as every write to a loan's money does; two staff resolving
 * at once therefore queue, and the second finds the flag gone: 409.
 */
export async function resolveFlaggedPayment(
  deps: PaymentDeps,
  staff: { id: string },
  paymentId: string,
  request: ResolveFlaggedPaymentRequest,
): Promise<ResolvedFlaggedPayment> {
  const resolution = RESOLUTION_OF[request.action];
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Read without a lock only to learn the loan, which a payment never changes.
    const seen = await findPayment(tx, { id: paymentId });
    if (!seen || (seen.flaggedReason === null && seen.resolution === null)) {
      throw new FlaggedPaymentNotFoundError();
    }
    const locked = await lockLoanWithBorrower(tx, seen.loanId);
    const payment = await lockPayment(tx, paymentId);
    if (!locked || !payment) throw new FlaggedPaymentNotFoundError();
    refuseOwnLoan(locked.loan, staff.id);
    if (payment.flaggedReason === null) throw new PaymentAlreadyResolvedError();
    if (payment.status === 'pending') throw new PaymentStillPendingError();
    if (request.action !== 'dismiss' && (await paymentIsBooked(tx, payment.id))) {
      throw new PaymentAlreadyBookedError();
    }

    const row = await recordResolution(tx, payment.id, {
      resolution,
      staffId: staff.id,
      note: request.note ?? null,
      at: now,
      successful: request.action === 'apply',
    });
    // The payment is locked and still flagged: the conditional write cannot miss.
    if (!row) throw new PaymentAlreadyResolvedError();
    if (request.action === 'apply') await bookRepayment(deps, tx, locked, row);
    if (request.action === 'refunded') {
      await postOutsideRefundEntry(tx, {
        loanId: row.loanId,
        paymentId: row.id,
        provider: row.provider,
        amount: row.amount,
        reference: row.reference,
        at: now,
      });
    }
    await recordAudit(tx, {
      actorId: staff.id,
      action: `flagged_payment.${resolution}`,
      loanId: row.loanId,
      entityType: 'payment',
      entityId: row.id,
      before: { status: payment.status, flaggedReason: payment.flaggedReason },
      after: { status: row.status, flaggedReason: null, ...details(row) },
    });
    return {
      id: row.id,
      resolution,
      status: row.status,
      resolvedAt: now.toISOString(),
    };
  });
}

/** What the audit record says of the payment beside the change: which one, how much, and the note. */
const details = (row: Payment) => ({
  reference: row.reference,
  amount: ngweeToKwacha(row.amount),
  resolution: row.resolution,
  note: row.resolutionNote,
});
