import type { SessionUser } from '@kwacha/db';
import { DISBURSABLE_STATUSES } from '@kwacha/shared/loans/loan-transitions';
import { ngweeToKwacha } from '@kwacha/shared/money/money';
import type { DisburseInitiateRequest } from '@kwacha/shared/staff/disbursement';
import { recordAudit } from '../audit/audit.public';
import { assertKycAllows } from '../kyc/kyc.service';
import { destinationOf } from '../loans/loan-destination';
import { moveLoan } from '../loans/loan-moves';
import { LoanNotFoundError } from '../loans/loans.errors';
import { lockLoanWithBorrower } from '../loans/loans.public';
import { refuseOwnLoan } from '../loans/own-loan-guard';
import { readDisbursementCodeRules } from '../settings/settings.service';
import { displayName } from '../users/display-name';
import { assertDestinationListed, bankListNow } from './bank-check';
import { disbursementOtpEmail } from './disbursement.emails';
import type { DisbursementDeps } from './disbursement-deps';
import { destinationColumns, requestMatchesLoan, routingTarget } from './disbursement-details';
import { hashOtp, newOtp, newTransactionId, otpExpiry } from './disbursement-otp';
import {
  DisbursementDetailsMismatchError,
  NotDisbursableError,
  PayoutChannelOffError,
} from './disbursements.errors';
import { cancelWaitingCodes, insertDisbursement } from './disbursements.repository';

export const OTP_SENT_MESSAGE = 'OTP sent to your email. Enter it to confirm the disbursement.';

/**
 * Starts a disbursement: a new row bound to the loan's amount and destination, a code for it e-mailed to
 * the staff member who asked, and the loan in otp_pending. A code already waiting for this loan stops
 * working. Nothing leaves the building until the code comes back (confirm-disbursement.service.ts).
 */
export async function initiateDisbursement(
  deps: DisbursementDeps,
  staff: SessionUser,
  loanId: string,
  request: DisburseInitiateRequest,
): Promise<{ transactionId: string; otpExpiresAt: Date }> {
  const now = deps.now();
  const otp = newOtp();
  const transactionId = newTransactionId();
  // The lifetime in force now is the new code's; codes already sent keep the expiry they were given.
  const { lifetimeMinutes } = await readDisbursementCodeRules(deps.db);
  const otpExpiresAt = otpExpiry(now, lifetimeMinutes);
  // Asked before the loan is locked (a refresh of the list is a call to the provider); 503 when it cannot
  // be had. The request must repeat the loan's method, so a bank loan always has the list below.
  if (
    request.disbursementMethod === 'bank_account' &&
    !deps.providers.paysOutTo({ method: 'bank_account' })
  ) {
    throw new PayoutChannelOffError({ method: 'bank_account' });
  }
  const banks = request.disbursementMethod === 'bank_account' ? await bankListNow(deps) : undefined;

  await deps.db.transaction(async (tx) => {
    const locked = await lockLoanWithBorrower(tx, loanId);
    if (!locked) throw new LoanNotFoundError();
    refuseOwnLoan(locked.loan, staff.id);
    const { loan, borrower } = locked;
    if (!DISBURSABLE_STATUSES.includes(loan.status)) throw new NotDisbursableError(loan.status);
    // docs/product.md §20.5: no money to a borrower whose identity documents are not approved.
    await assertKycAllows(tx, borrower.id, 'disbursement');
    if (!requestMatchesLoan(loan, request)) throw new DisbursementDetailsMismatchError();
    const target = routingTarget(loan);
    if (!deps.providers.paysOutTo(target)) throw new PayoutChannelOffError(target);
    // docs/product.md §12.4: the bank id must be on the paying provider's live list under the loan's name.
    assertDestinationListed(banks, { ...loan, method: loan.disbursementMethod });

    await cancelWaitingCodes(tx, loanId, now);
    const d = await insertDisbursement(tx, {
      loanId,
      transactionId,
      initiatedBy: staff.id,
      amount: loan.amountReceived,
      // The destination picks the provider; the row keeps it for the transfer and every status check.
      provider: deps.providers.disbursementFor(target).provider,
      ...destinationColumns(loan),
      otpHash: hashOtp(deps.config.sessionSecret, transactionId, otp),
      otpExpiresAt,
    });
    // The loan row is locked, so this cannot miss; the condition is what keeps it honest if that changes.
    const moved = await moveLoan(tx, { loanId, to: 'otp_pending', by: 'disbursement', at: now });
    if (!moved) throw new NotDisbursableError(loan.status);
    const destination = destinationOf(d);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'disbursement.initiated',
      loanId,
      entityType: 'disbursement',
      entityId: d.id,
      before: { status: loan.status },
      after: {
        status: 'otp_pending',
        transactionId,
        amount: ngweeToKwacha(d.amount),
        destination,
        provider: d.provider,
      },
    });
    // In the transaction: a code for a row that was rolled back would be worse than no code.
    await deps.mailer.queue(
      {
        to: staff.email,
        ...disbursementOtpEmail({
          staff,
          otp,
          transactionId,
          amountNgwee: d.amount,
          borrowerName: displayName(borrower),
          destination,
          lifetimeMinutes,
        }),
      },
      tx,
    );
  });
  return { transactionId, otpExpiresAt };
}
