import type { Language } from '@kwacha/shared/i18n/languages';
import { noticesMessages as messages } from '@kwacha/shared/i18n/server/notices.messages';
import { dayInText } from '@kwacha/shared/i18n/server/server-dates';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';

/** A notification's text, written once the borrower's language is known (notifyUser reads it). */
export type NoticeText = (language: Language | null) => string;

/** First 8 characters of an id, as docs/product.md shows loan ids. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * Every notification a borrower can find in the bell (docs/product.md §22), each written in their
 * language when it is stored; English (null) as it always was. Amounts as formatKwacha prints them; a
 * provider's reason and staff's words are shown as given.
 */
export const borrowerNotices = {
  loanApproved:
    (loan: { id: string; amount: Ngwee }): NoticeText =>
    (language) =>
      translate(language, messages.loanApproved, {
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
      }),
  /** With staff's reason when they gave one (docs/product.md §12.2), without its closing full stop. */
  loanRejected:
    (loan: { id: string; amount: Ngwee; rejectionReason?: string | null }): NoticeText =>
    (language) =>
      loan.rejectionReason
        ? translate(language, messages.loanRejectedWithReason, {
            loanId: shortId(loan.id),
            amount: formatKwacha(loan.amount),
            reason: loan.rejectionReason.replace(/\.$/, ''),
          })
        : translate(language, messages.loanRejected, {
            loanId: shortId(loan.id),
            amount: formatKwacha(loan.amount),
          }),
  loanPaidOut:
    (payout: { amount: Ngwee; destination: string }): NoticeText =>
    (language) =>
      translate(language, messages.loanPaidOut, {
        amount: formatKwacha(payout.amount),
        destination: payout.destination,
      }),
  payoutFailed:
    (failure: { destination: string; reason: string }): NoticeText =>
    (language) =>
      translate(language, messages.payoutFailed, failure),
  paymentReceived:
    (payment: { amount: Ngwee; reference: string; balance: Ngwee }): NoticeText =>
    (language) =>
      translate(language, messages.paymentReceived, {
        amount: formatKwacha(payment.amount),
        reference: payment.reference,
        balance: formatKwacha(payment.balance),
      }),
  loanRepaid:
    (payment: { amount: Ngwee; reference: string }): NoticeText =>
    (language) =>
      translate(language, messages.loanRepaid, {
        amount: formatKwacha(payment.amount),
        reference: payment.reference,
      }),
  paymentExpired:
    (payment: { amount: Ngwee; reference: string }): NoticeText =>
    (language) =>
      translate(language, messages.paymentExpired, {
        amount: formatKwacha(payment.amount),
        reference: payment.reference,
      }),
  /** The provider's reason without its closing full stop: the sentence ends with its own. */
  paymentFailed:
    (payment: { amount: Ngwee; reference: string; reason: string }): NoticeText =>
    (language) =>
      translate(language, messages.paymentFailed, {
        amount: formatKwacha(payment.amount),
        reference: payment.reference,
        reason: payment.reason.replace(/\.$/, ''),
      }),
  loanOverdue:
    (due: { dueDate: string; amount: Ngwee }): NoticeText =>
    (language) =>
      translate(language, messages.loanOverdue, {
        dueDate: dayInText(language, due.dueDate),
        amount: formatKwacha(due.amount),
      }),
  promiseReminder:
    (promise: { amount: Ngwee; date: string; loanId: string }): NoticeText =>
    (language) =>
      translate(language, messages.promiseReminder, {
        amount: formatKwacha(promise.amount),
        loanId: shortId(promise.loanId),
        date: dayInText(language, promise.date),
      }),
  restructureApproved:
    (plan: { loanId: string; instalment: Ngwee; firstDueDate: string; count: number }): NoticeText =>
    (language) =>
      translate(language, messages.restructureApproved, {
        loanId: shortId(plan.loanId),
        count: String(plan.count),
        instalment: formatKwacha(plan.instalment),
        date: dayInText(language, plan.firstDueDate),
      }),
  debtWaived:
    (loan: { loanId: string; amount: Ngwee }): NoticeText =>
    (language) =>
      translate(language, messages.debtWaived, {
        loanId: shortId(loan.loanId),
        amount: formatKwacha(loan.amount),
      }),
  /** docs/product.md §25.4: the notice before a first listing as in arrears with the credit bureau. */
  creditListingNotice:
    (notice: { loanId: string; amount: Ngwee; listableOn: string }): NoticeText =>
    (language) =>
      translate(language, messages.creditListingNotice, {
        loanId: shortId(notice.loanId),
        amount: formatKwacha(notice.amount),
        date: dayInText(language, notice.listableOn),
      }),
  complaintReceived:
    (complaint: { reference: string }): NoticeText =>
    (language) =>
      translate(language, messages.complaintReceived, { reference: complaint.reference }),
  complaintAcknowledged:
    (complaint: { reference: string }): NoticeText =>
    (language) =>
      translate(language, messages.complaintAcknowledged, { reference: complaint.reference }),
  complaintResolved:
    (complaint: { reference: string }): NoticeText =>
    (language) =>
      translate(language, messages.complaintResolved, { reference: complaint.reference }),
  /** `destination` masked (loan-destination.ts maskedDestinationOf): the bell is not a vault. */
  destinationChanged:
    (change: { loanId: string; destination: string }): NoticeText =>
    (language) =>
      translate(language, messages.destinationChanged, {
        loanId: shortId(change.loanId),
        destination: change.destination,
      }),
  /** Staff's reason without its closing full stop: the sentence ends with its own. */
  loanCancelled:
    (loan: { id: string; amount: Ngwee; reason: string }): NoticeText =>
    (language) =>
      translate(language, messages.loanCancelled, {
        loanId: shortId(loan.id),
        amount: formatKwacha(loan.amount),
        reason: loan.reason.replace(/\.$/, ''),
      }),
  kycApproved: (): NoticeText => (language) => translate(language, messages.kycApproved),
  kycAnotherPhoto:
    (reason: string): NoticeText =>
    (language) =>
      translate(language, messages.kycAnotherPhoto, { reason }),
} as const;
