import { errorDetail } from '@kwacha/shared/api/envelope';
import { COMPLAINT_MESSAGES } from '@kwacha/shared/complaints/complaints';
import { MARKETING_CONSENT_MESSAGES } from '@kwacha/shared/consent/marketing-wordings';
import { CONTACT_THANK_YOU_MESSAGE } from '@kwacha/shared/contact/contact-subjects';
import { DATA_RIGHTS_MESSAGES } from '@kwacha/shared/data-rights/data-rights';
import { translateSuccessMessage } from '@kwacha/shared/i18n/answers/translate-answer';
import { LANGUAGE_SAVED_MESSAGE } from '@kwacha/shared/i18n/language-preference';
import type { Language } from '@kwacha/shared/i18n/languages';
import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { PAYOFF_TEXTS } from '@kwacha/shared/loans/payoff-view';
import { PAYMENT_MESSAGES, PREPAYMENT_TEXTS } from '@kwacha/shared/payments/payment-view';
import { SMS_PREFERENCE_MESSAGES } from '@kwacha/shared/sms/sms-preference';
import { describe, expect, it } from 'vitest';
import {
  AccountDeactivatedError,
  AlreadyVerifiedError,
  DuplicateAccountError,
  InvalidCredentialsError,
  InvalidLinkTokenError,
} from '../../modules/auth/auth.errors';
import {
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
} from '../../modules/auth/email-verification.service';
import {
  FORGOT_PASSWORD_MESSAGE,
  RESET_LINK_INVALID_MESSAGE,
  RESET_SUCCESS_MESSAGE,
} from '../../modules/auth/password-reset.service';
import { DUPLICATE_MESSAGES, REGISTRATION_SUCCESS_MESSAGE } from '../../modules/auth/registration.service';
import { BankListUnavailableError } from '../../modules/banks/banks.errors';
import {
  AttachmentNotFoundError,
  AttachmentRefusedError,
  ComplaintNotFoundError,
  ComplaintSubjectNotFoundError,
} from '../../modules/complaints/complaints.errors';
import { InvalidUnsubscribeLinkError } from '../../modules/consent/consent.errors';
import {
  CorrectionPendingError,
  EmailTakenError,
  ErasureRefusedError,
  SameEmailError,
  SameValueError,
  WrongPasswordError,
} from '../../modules/data-rights/data-rights.errors';
import { erasureTexts } from '../../modules/data-rights/erasure.service';
import {
  KycDocumentNotFoundError,
  KycFileNotImageError,
  KycFileTooLargeError,
  KycImageTooLargeError,
  KycImageUnreadableError,
  KycIncompleteError,
  KycLockedError,
  KycPhotoNotReplacedError,
  KycUploadFormError,
} from '../../modules/kyc/kyc.errors';
import {
  APPLICATION_APPROVED_MESSAGE,
  APPLICATION_RECEIVED_MESSAGE,
} from '../../modules/loan-applications/apply.service';
import {
  NotEligibleError,
  OpenApplicationExistsError,
  TermsChangedError,
} from '../../modules/loan-applications/loan-applications.errors';
import { ProductNotFoundError } from '../../modules/loan-products/loan-products.errors';
import { productNotOfferedMessage } from '../../modules/loan-products/loan-products.service';
import { LoanNotFoundError } from '../../modules/loans/loans.errors';
import { NotificationNotFoundError } from '../../modules/notifications/notifications.errors';
import {
  AmountAboveBalanceError,
  IdempotencyKeyReusedError,
  InsufficientFundsError,
  LoanNotPayableError,
  NothingAheadError,
  PaymentFailedError,
  PaymentInFlightError,
  PayoffAmountError,
  PayoffInFlightError,
  PrepaymentAmountError,
  PrepaymentInFlightError,
} from '../../modules/payments/payments.errors';
import { LoanNotPayableOffError, PayoffDayError } from '../../modules/payoff/payoff.errors';
import { EmailNotVerifiedError } from '../../modules/sessions/sessions.errors';
import {
  LoanNotRepaidError,
  PaymentNotFoundError,
  ReceiptNotAvailableError,
} from '../../modules/statements/statements.errors';
import { COMMON_PASSWORD_MESSAGE } from '../breached-passwords';
import {
  type DomainError,
  ForbiddenError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '../domain-errors';
import { IDENTIFIER_LIMITS } from '../rate-limit/identifier-limits';
import { formatWait } from '../rate-limit/wait-text';
import { translateRefusal } from './answer-language';

/**
 * The refusals and successes a borrower can meet (sign-up, sign-in, reset, apply, pay, profile,
 * complaints, identity check, data rights, rate limits), built by the real classes and services: each
 * is translated whole in both languages. A changed English text fails here rather than quietly showing
 * English (or, worse, a translation of the old text).
 */
const limit = (message: string, seconds: number) =>
  new RateLimitedError(message.replace('{wait}', formatWait(seconds)), seconds);

const refusals: DomainError[] = [
  new UnauthenticatedError('Authentication required. Please log in.'),
  new ForbiddenError('You do not have permission to perform this action.'),
  new InvalidCredentialsError(),
  new AccountDeactivatedError(),
  new AlreadyVerifiedError(),
  new EmailNotVerifiedError('Please verify your email address to continue.'),
  new EmailNotVerifiedError('Please verify your email address before applying for a loan.'),
  new InvalidLinkTokenError(VERIFICATION_FAILED_MESSAGE),
  new InvalidLinkTokenError(RESET_LINK_INVALID_MESSAGE),
  new DuplicateAccountError(DUPLICATE_MESSAGES.email, [errorDetail('email', DUPLICATE_MESSAGES.email)]),
  new ValidationError([errorDetail('password', COMMON_PASSWORD_MESSAGE)]),
  new ValidationError([errorDetail('marketingWordingVersion', MARKETING_CONSENT_MESSAGES.missingWording)]),
  new NotEligibleError('You must be at least 18 years old to apply for a loan.'),
  new NotEligibleError('Loans are available to Zambian citizens only: a citizen NRC number ends in 1.'),
  new NotEligibleError('You have an overdue loan. Please repay it before applying for a new loan.'),
  new OpenApplicationExistsError(),
  new TermsChangedError(),
  new ProductNotFoundError('That loan product does not exist.'),
  new ValidationError([errorDetail('productId', productNotOfferedMessage('Salary Advance'))]),
  new ValidationError([
    errorDetail('amount', 'Salary Advance amounts are from K500.00 to K5,000.00.'),
    errorDetail('duration', 'Salary Advance terms are from 1 to 3 months.'),
  ]),
  new BankListUnavailableError(),
  new LoanNotFoundError(),
  new LoanNotPayableError('in_review'),
  new LoanNotPayableError('paid'),
  new LoanNotPayableOffError(),
  new AmountAboveBalanceError(123_450),
  new InsufficientFundsError(),
  new PaymentFailedError(null),
  new IdempotencyKeyReusedError(),
  new PaymentInFlightError(),
  new PayoffInFlightError(),
  new PayoffAmountError(98_765),
  new PrepaymentAmountError(PREPAYMENT_TEXTS.notAboveDue('K350.00')),
  new PrepaymentAmountError(PREPAYMENT_TEXTS.paysOff),
  new NothingAheadError(),
  new PrepaymentInFlightError(),
  new PayoffDayError(PAYOFF_TEXTS.notBeforeToday),
  new PayoffDayError(PAYOFF_TEXTS.notAfter('2027-04-30')),
  new LoanNotRepaidError(),
  new ReceiptNotAvailableError(),
  new PaymentNotFoundError(),
  new NotificationNotFoundError(),
  new InvalidUnsubscribeLinkError(),
  new WrongPasswordError(),
  new SameEmailError(),
  new SameValueError(),
  new EmailTakenError(),
  new CorrectionPendingError(),
  new ErasureRefusedError(erasureTexts.openLoan('active')),
  new ErasureRefusedError(erasureTexts.paymentInFlight),
  new ComplaintNotFoundError(),
  new AttachmentNotFoundError(),
  new ComplaintSubjectNotFoundError('loan'),
  new ComplaintSubjectNotFoundError('payment'),
  new AttachmentRefusedError(COMPLAINT_MESSAGES.attachmentType),
  new AttachmentRefusedError(COMPLAINT_MESSAGES.attachmentTooLarge),
  new AttachmentRefusedError(COMPLAINT_MESSAGES.oneAttachment),
  new AttachmentRefusedError(COMPLAINT_MESSAGES.badUpload),
  new KycFileNotImageError(),
  new KycFileTooLargeError(),
  new KycImageTooLargeError(),
  new KycImageUnreadableError(),
  new KycUploadFormError(KYC_MESSAGES.oneFile),
  new KycUploadFormError(KYC_MESSAGES.noFile),
  new KycIncompleteError(),
  new KycPhotoNotReplacedError('nrc_front'),
  new KycPhotoNotReplacedError('selfie'),
  new KycLockedError(),
  new KycDocumentNotFoundError(),
  limit('Too many requests. Please wait {wait} before trying again.', 1),
  limit(IDENTIFIER_LIMITS.login.message, 900),
  limit(IDENTIFIER_LIMITS.passwordReset.message, 3600),
  limit(IDENTIFIER_LIMITS.verificationEmail.message, 45),
  limit(IDENTIFIER_LIMITS.registration.message, 61),
  limit(IDENTIFIER_LIMITS.contact.message, 120),
  limit(IDENTIFIER_LIMITS.complaint.message, 60),
  limit(IDENTIFIER_LIMITS.kycUpload.message, 30),
  limit(IDENTIFIER_LIMITS.paymentRequest.message, 600),
  limit(IDENTIFIER_LIMITS.dataExport.message, 86_400),
  limit(IDENTIFIER_LIMITS.documentDownload.message, 59),
];

const successes = [
  REGISTRATION_SUCCESS_MESSAGE,
  'Login successful!',
  'You have been logged out.',
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  RESET_SUCCESS_MESSAGE,
  APPLICATION_RECEIVED_MESSAGE,
  APPLICATION_APPROVED_MESSAGE,
  PAYMENT_MESSAGES.initiatedTitle,
  LANGUAGE_SAVED_MESSAGE,
  SMS_PREFERENCE_MESSAGES.on,
  SMS_PREFERENCE_MESSAGES.off,
  MARKETING_CONSENT_MESSAGES.granted,
  MARKETING_CONSENT_MESSAGES.withdrawn,
  'All notifications marked as read.',
  'Notification marked as read.',
  DATA_RIGHTS_MESSAGES.emailChanged,
  DATA_RIGHTS_MESSAGES.correctionFiled,
  COMPLAINT_MESSAGES.received('CMP-2026-0042'),
  KYC_MESSAGES.uploaded,
  KYC_MESSAGES.submitted,
  CONTACT_THANK_YOU_MESSAGE,
];

// English words that may stay in a translation: names, brands and the like (docs/glossary.md).
const ENGLISH_LEFT = /\b(please|the|your|you|and|not|this|is|already|must)\b/i;

describe.each<Language>(['bem', 'ny'])('what a borrower can be told, in %s', (language) => {
  it.each(refusals.map((error) => [error.code, error] as const))('%s: %#', (_code, error) => {
    const { message, details } = translateRefusal(language, error.code, error.message, error.details);
    expect(message).not.toBe(error.message);
    expect(message).not.toMatch(ENGLISH_LEFT);
    for (const [index, detail] of (details ?? []).entries()) {
      expect(detail.field).toBe(error.details?.[index]?.field);
      expect(detail.message).not.toBe(error.details?.[index]?.message);
      expect(detail.msg).toBe(detail.message);
    }
  });

  it.each(successes)('%s', (english) => {
    const translated = translateSuccessMessage(language, english);
    expect(translated).not.toBe(english);
    expect(translated).not.toMatch(ENGLISH_LEFT);
  });

  it('carries values: the balance, the reference, the last day', () => {
    expect(
      translateRefusal(
        language,
        'AMOUNT_ABOVE_BALANCE',
        new AmountAboveBalanceError(123_450).message,
        undefined,
      ).message,
    ).toContain('K1,234.50');
    expect(translateSuccessMessage(language, COMPLAINT_MESSAGES.received('CMP-2026-0042'))).toContain(
      'CMP-2026-0042',
    );
    expect(
      translateRefusal(language, 'VALIDATION_ERROR', PAYOFF_TEXTS.notAfter('2027-04-30'), undefined).message,
    ).toContain('2027-04-30');
  });
});
