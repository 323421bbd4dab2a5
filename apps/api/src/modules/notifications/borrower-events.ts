import type { ComplaintCategory } from '@kwacha/shared/complaints/complaints';
import type { KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import type { Ngwee } from '@kwacha/shared/money/money';
import type { NotificationType } from '@kwacha/shared/notifications/notifications';
import type { LateFeeRule } from '@kwacha/shared/staff/settings';
import type { EmailRecipient, RenderedEmail } from '../mail/templates/layout';
import type { SmsBody, SmsKind } from '../sms/sms-texts';
import { smsTexts } from '../sms/sms-texts';
import { borrowerNotices, type NoticeText } from './borrower-notices';
import { collectionText } from './collection-texts';
import { type CollectionMessageFacts, collectionEmail } from './emails/collection.emails';
import {
  complaintAcknowledgedEmail,
  complaintReceivedEmail,
  complaintResolvedEmail,
} from './emails/complaint.emails';
import { type CreditListingNoticeFacts, creditListingNoticeEmail } from './emails/credit-listing.emails';
import {
  type CorrectionOutcome,
  correctionDecidedEmail,
  correctionOutcomeText,
} from './emails/data-rights.emails';
import { kycAnotherPhotoEmail, kycApprovedEmail } from './emails/kyc.emails';
import { creditReviewEmail, loanApprovedEmail, loanRejectedEmail } from './emails/loan-decision.emails';
import { loanRepaidEmail } from './emails/payment.emails';
import { fundsSentEmail } from './emails/payout.emails';
import { destinationChangedEmail, loanCancelledEmail } from './emails/payout-correction.emails';
import { type ReminderKind, reminderEmail } from './emails/reminder.emails';

interface LoanFacts {
  id: string;
  amount: Ngwee;
  amountReceived: Ngwee;
}
interface DecidedLoan extends LoanFacts {
  durationMonths: number;
  remarks: string | null;
  rejectionReason?: string | null;
  productName: string;
  /** The decision used the credit bureau's report (the adverse-action notice, docs/product.md §25.2). */
  creditBureauUsed?: boolean;
}
interface PaymentFacts {
  amount: Ngwee;
  reference: string;
}
interface ComplaintFacts {
  reference: string;
  /** The loan it is about, if any: the bell links to it. */
  loanId: string | null;
  category: ComplaintCategory;
  acknowledgeBy: Date;
  resolveBy: Date;
}

/**
 * Everything the borrower is told of (docs/architecture.md §2, "Telling the borrower"): a flow says what
 * happened, in its own transaction, and tellBorrower writes the bell notice, the e-mail and the text the
 * event calls for, each once, in the borrower's language.
 */
export type BorrowerEvent =
  | { kind: 'loan_approved' | 'loan_rejected'; loan: DecidedLoan }
  /** The credit bureau's report sent a new application to staff review (docs/product.md §25.2). */
  | { kind: 'credit_review_hold'; loan: { id: string; amount: Ngwee; productName: string } }
  | {
      kind: 'loan_paid_out';
      loan: LoanFacts;
      /** What left our account, and where it went as the bell and the e-mail show it (masked). */
      sent: Ngwee;
      destination: string;
      emailDestination: string;
      firstPayment: { amount: Ngwee; dueDate: string } | null;
    }
  | { kind: 'payout_failed'; loanId: string; destination: string; reason: string }
  | { kind: 'payment_received'; loanId: string; payment: PaymentFacts; balance: Ngwee }
  | {
      kind: 'loan_repaid';
      loan: { id: string; amount: Ngwee; productName: string };
      payment: PaymentFacts & { settledOn: string };
      totalRepaid: Ngwee;
    }
  | { kind: 'payment_failed'; loanId: string; payment: PaymentFacts; reason: string }
  | { kind: 'payment_expired'; loanId: string; payment: PaymentFacts }
  | {
      kind: 'instalment_reminder';
      reminder: ReminderKind;
      daysAfterDue: number;
      loanId: string;
      instalment: number;
      dueDate: string;
      owed: Ngwee;
      lateFee: LateFeeRule;
    }
  | { kind: 'loan_overdue'; loanId: string; dueDate: string; amount: Ngwee }
  /** The day before a promise to pay falls due: `amount` is what is still to pay of it. */
  | { kind: 'promise_reminder'; loanId: string; date: string; amount: Ngwee }
  /** New terms the borrower accepted took effect (docs/product.md §23.7). */
  | { kind: 'restructure_approved'; loanId: string; instalment: Ngwee; firstDueDate: string; count: number }
  /** What a written-off loan still owed was forgiven (docs/decisions/045): `amount` is what was waived. */
  | { kind: 'debt_waived'; loanId: string; amount: Ngwee }
  /** A loan with credit bureau consent first past due (docs/product.md §25.4): pay by `listableOn`. */
  | ({ kind: 'credit_listing_notice' } & CreditListingNoticeFacts)
  | { kind: 'destination_changed'; loan: LoanFacts; destination: string }
  | { kind: 'loan_cancelled'; loan: LoanFacts; reason: string }
  | { kind: 'kyc_approved' }
  | { kind: 'kyc_another_photo'; photo: KycDocumentKind; reason: string }
  | { kind: 'complaint_received' | 'complaint_acknowledged'; complaint: ComplaintFacts }
  | { kind: 'complaint_resolved'; complaint: ComplaintFacts & { resolution: string } }
  | { kind: 'correction_decided'; outcome: CorrectionOutcome }
  /** A collector's message from a template (docs/product.md §23.3), on the one channel they chose. */
  | ({ kind: 'collection_message'; channel: 'sms' | 'email' } & CollectionMessageFacts);

/** What one event says on each channel; a channel it leaves out is not used for it. */
export interface EventMessages {
  bell?: { type: NotificationType; loanId?: string | null; text: NoticeText };
  email?: (to: EmailRecipient) => RenderedEmail;
  /** Sent only to a borrower who turned texts on (docs/product.md "SMS"). */
  sms?: { kind: SmsKind; text: SmsBody };
}

/** Each event's words on every channel, in one place: the bell, the e-mail and the text side by side. */
export function messagesOf(event: BorrowerEvent, appUrl: string): EventMessages {
  switch (event.kind) {
    case 'loan_approved':
      return {
        bell: {
          type: 'loan_approved',
          loanId: event.loan.id,
          text: borrowerNotices.loanApproved(event.loan),
        },
        email: (to) => loanApprovedEmail(to, event.loan, appUrl),
        sms: { kind: 'loan_approved', text: (language) => smsTexts.loanApproved(event.loan, language) },
      };
    case 'loan_rejected':
      return {
        bell: {
          type: 'loan_rejected',
          loanId: event.loan.id,
          text: borrowerNotices.loanRejected(event.loan),
        },
        email: (to) => loanRejectedEmail(to, event.loan, appUrl),
        sms: { kind: 'loan_rejected', text: (language) => smsTexts.loanRejected(event.loan, language) },
      };
    case 'credit_review_hold':
      // The e-mail only: the application's own page already says it waits for a decision.
      return { email: (to) => creditReviewEmail(to, event.loan, appUrl) };
    case 'loan_paid_out':
      return {
        bell: {
          type: 'info',
          loanId: event.loan.id,
          text: borrowerNotices.loanPaidOut({ amount: event.sent, destination: event.destination }),
        },
        email: (borrower) =>
          fundsSentEmail({
            borrower,
            loanId: event.loan.id,
            appUrl,
            amountNgwee: event.loan.amountReceived,
            destination: event.emailDestination,
            firstPayment: event.firstPayment,
          }),
        sms: {
          kind: 'loan_paid_out',
          text: (language) => smsTexts.loanPaidOut({ loanId: event.loan.id, amount: event.sent }, language),
        },
      };
    case 'payout_failed':
      return {
        bell: {
          type: 'disbursement_failed',
          loanId: event.loanId,
          text: borrowerNotices.payoutFailed(event),
        },
      };
    case 'payment_received': {
      const received = { ...event.payment, balance: event.balance };
      return {
        bell: { type: 'info', loanId: event.loanId, text: borrowerNotices.paymentReceived(received) },
        sms: { kind: 'payment_received', text: (language) => smsTexts.paymentReceived(received, language) },
      };
    }
    case 'loan_repaid':
      return {
        bell: { type: 'info', loanId: event.loan.id, text: borrowerNotices.loanRepaid(event.payment) },
        // The receipt.
        email: (borrower) =>
          loanRepaidEmail({
            borrower,
            loanId: event.loan.id,
            productName: event.loan.productName,
            loanAmount: event.loan.amount,
            payment: event.payment,
            totalRepaid: event.totalRepaid,
            appUrl,
          }),
        sms: { kind: 'loan_repaid', text: (language) => smsTexts.loanRepaid(event.payment, language) },
      };
    case 'payment_failed':
      return {
        bell: {
          type: 'info',
          loanId: event.loanId,
          text: borrowerNotices.paymentFailed({ ...event.payment, reason: event.reason }),
        },
      };
    case 'payment_expired':
      return {
        bell: { type: 'info', loanId: event.loanId, text: borrowerNotices.paymentExpired(event.payment) },
      };
    case 'instalment_reminder': {
      const due = { amount: event.owed, dueDate: event.dueDate, loanId: event.loanId };
      const late = event.reminder === 'after_1' || event.reminder === 'after_7';
      return {
        email: (borrower) => reminderEmail({ ...event, kind: event.reminder, borrower, appUrl }),
        sms: late
          ? { kind: 'payment_overdue', text: (language) => smsTexts.paymentOverdue(due, language) }
          : { kind: 'payment_reminder', text: (language) => smsTexts.paymentReminder(due, language) },
      };
    }
    case 'loan_overdue':
      return { bell: { type: 'info', loanId: event.loanId, text: borrowerNotices.loanOverdue(event) } };
    case 'promise_reminder':
      return {
        bell: { type: 'info', loanId: event.loanId, text: borrowerNotices.promiseReminder(event) },
        sms: { kind: 'promise_reminder', text: (language) => smsTexts.promiseReminder(event, language) },
      };
    case 'restructure_approved':
      return {
        bell: { type: 'info', loanId: event.loanId, text: borrowerNotices.restructureApproved(event) },
      };
    case 'debt_waived':
      return { bell: { type: 'info', loanId: event.loanId, text: borrowerNotices.debtWaived(event) } };
    case 'credit_listing_notice':
      return {
        bell: { type: 'info', loanId: event.loanId, text: borrowerNotices.creditListingNotice(event) },
        email: (borrower) => creditListingNoticeEmail(borrower, event, appUrl),
        sms: {
          kind: 'credit_listing_notice',
          text: (language) => smsTexts.creditListingNotice(event, language),
        },
      };
    case 'destination_changed':
      return {
        bell: {
          type: 'info',
          loanId: event.loan.id,
          text: borrowerNotices.destinationChanged({ loanId: event.loan.id, destination: event.destination }),
        },
        email: (borrower) =>
          destinationChangedEmail({ borrower, loan: event.loan, appUrl, destination: event.destination }),
      };
    case 'loan_cancelled':
      return {
        bell: {
          type: 'info',
          loanId: event.loan.id,
          text: borrowerNotices.loanCancelled({ ...event.loan, reason: event.reason }),
        },
        email: (borrower) => loanCancelledEmail({ borrower, loan: event.loan, appUrl, reason: event.reason }),
      };
    case 'kyc_approved':
      return {
        bell: { type: 'info', text: borrowerNotices.kycApproved() },
        email: (borrower) => kycApprovedEmail(borrower, appUrl),
      };
    case 'kyc_another_photo':
      return {
        bell: { type: 'info', text: borrowerNotices.kycAnotherPhoto(event.reason) },
        email: (borrower) =>
          kycAnotherPhotoEmail(borrower, { kind: event.photo, reason: event.reason }, appUrl),
      };
    case 'complaint_received':
      return {
        bell: {
          type: 'info',
          loanId: event.complaint.loanId,
          text: borrowerNotices.complaintReceived(event.complaint),
        },
        email: (borrower) => complaintReceivedEmail(borrower, event.complaint, appUrl),
      };
    case 'complaint_acknowledged':
      return {
        bell: {
          type: 'info',
          loanId: event.complaint.loanId,
          text: borrowerNotices.complaintAcknowledged(event.complaint),
        },
        email: (borrower) => complaintAcknowledgedEmail(borrower, event.complaint, appUrl),
      };
    case 'complaint_resolved':
      return {
        bell: {
          type: 'info',
          loanId: event.complaint.loanId,
          text: borrowerNotices.complaintResolved(event.complaint),
        },
        email: (borrower) => complaintResolvedEmail(borrower, event.complaint, appUrl),
      };
    case 'correction_decided':
      return {
        bell: { type: 'info', text: (language) => correctionOutcomeText(language, event.outcome) },
        email: (borrower) => correctionDecidedEmail(borrower, appUrl, event.outcome),
      };
    case 'collection_message':
      return event.channel === 'sms'
        ? { sms: { kind: 'collection_message', text: (language) => collectionText(event, language) } }
        : { email: (borrower) => collectionEmail(borrower, event, appUrl) };
  }
}
