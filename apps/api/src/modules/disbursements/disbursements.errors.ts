import { CHANNEL_OFF_TEXTS } from '@kwacha/shared/payments/payment-channels';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { ConflictError, conflict, DomainError, notFound } from '../../lib/domain-errors';
import type { DisbursementTarget } from '../../providers/registry';

// The fixed messages of the errors below, which screens show as they are.
const TEXT = {
  detailsMismatch: 'The disbursement details do not match this loan. Reload the loan and try again.',
  notFound: 'Disbursement not found.',
  otpReplaced: 'This code was replaced by a newer one. Use the latest code.',
  otpAlreadyUsed: 'This OTP has already been used.',
  otpExpired: 'This OTP has expired. Initiate the disbursement again to get a new code.',
  otpLocked: 'Too many wrong codes. Initiate the disbursement again to get a new code.',
  loanChanged: 'This loan changed while you were confirming. Reload the loan and try again.',
};

/**
 * No configured provider pays out to this loan's destination (docs/product.md §13.5): nothing is started;
 * staff change the destination, or the channel is turned on.
 */
export class PayoutChannelOffError extends ConflictError {
  override readonly code = 'PAYMENT_CHANNEL_OFF';
  constructor(target: DisbursementTarget) {
    super(
      target.method === 'bank_account'
        ? CHANNEL_OFF_TEXTS.payoutToBank
        : CHANNEL_OFF_TEXTS.payoutToWallet(OPERATOR_LABELS[target.operator]),
    );
  }
}

/** The loan is not in a status from which money may be sent (docs/product.md §12). */
export class NotDisbursableError extends ConflictError {
  override readonly code = 'NOT_DISBURSABLE';
  constructor(status: string) {
    super(
      `Only an approved loan, or one whose disbursement failed, can be disbursed. This loan is ${status.replace(/_/g, ' ')}.`,
    );
  }
}

/** The screen the admin acted on shows another amount or destination than the loan now has. */
export class DisbursementDetailsMismatchError extends conflict(
  'DISBURSEMENT_DETAILS_MISMATCH',
  TEXT.detailsMismatch,
) {}

export class DisbursementNotFoundError extends notFound('DISBURSEMENT_NOT_FOUND', TEXT.notFound) {}

export class OtpReplacedError extends conflict('OTP_REPLACED', TEXT.otpReplaced) {}

export class OtpAlreadyUsedError extends conflict('OTP_ALREADY_USED', TEXT.otpAlreadyUsed) {}

export class OtpExpiredError extends conflict('OTP_EXPIRED', TEXT.otpExpired) {}

export class OtpLockedError extends conflict('OTP_LOCKED', TEXT.otpLocked) {}

export class InvalidOtpError extends DomainError {
  readonly code = 'INVALID_OTP';
  readonly kind = 'validation';
  constructor(attemptsLeft: number) {
    super(`The OTP is incorrect. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`);
  }
}

/** The provider refused the transfer; the loan is disbursement_failed and staff may retry. */
export class TransferFailedError extends DomainError {
  readonly code = 'TRANSFER_FAILED';
  readonly kind = 'payment_refused';
  constructor(reason: string) {
    super(`The transfer failed: ${reason.replace(/\.$/, '')}. You can retry the disbursement.`);
  }
}

/** The loan moved (another staff action) between the code being checked and the transfer being claimed. */
export class LoanChangedError extends conflict('LOAN_CHANGED', TEXT.loanChanged) {}

export const BANK_NOT_ON_PROVIDER_LIST_MESSAGE =
  "The bank on this loan is not on the payment provider's list of banks. Choose the bank again before disbursing.";
/** What an attempt stopped for this records as its reason (staff read it; the borrower's notice quotes it). */
export const BANK_NOT_ON_PROVIDER_LIST_REASON = "The bank is not on the payment provider's list of banks";

/**
 * The loan's bank is not on the live bank list of the provider that would pay it, or its id names another
 * bank there (docs/product.md §12.4): nothing is sent until staff choose the bank again from that list.
 */
export class BankNotOnProviderListError extends conflict(
  'BANK_NOT_ON_PROVIDER_LIST',
  BANK_NOT_ON_PROVIDER_LIST_MESSAGE,
) {}
