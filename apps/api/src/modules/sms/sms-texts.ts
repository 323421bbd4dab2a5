import type { Language } from '@kwacha/shared/i18n/languages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { smsMessages } from '@kwacha/shared/i18n/server/sms.messages';
import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';

/**
 * Every text the borrower can receive by SMS (docs/product.md "SMS"), in one place: plain, in the GSM-7
 * alphabet and at most 160 characters, so each is one segment (sms-texts.test.ts checks the largest
 * amounts). Amounts as formatKwacha prints them; dates as ISO dates (YYYY-MM-DD), unambiguous on any phone.
 */
export const SMS_KINDS = [
  /** A collector's text from a template (modules/notifications/collection-texts.ts). */
  'collection_message',
  'loan_approved',
  'loan_rejected',
  'loan_paid_out',
  'payment_received',
  'loan_repaid',
  'payment_reminder',
  'payment_overdue',
  'promise_reminder',
  'credit_listing_notice',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

/** First 8 characters of an id, as docs/product.md shows loan ids. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * Each text in the borrower's language (docs/product.md §22): the descriptors and catalogues are in
 * packages/shared/src/i18n/server/; without a language, or without a translation, the English.
 */
export const smsTexts = {
  loanApproved: (loan: { id: string; amount: Ngwee }, language?: Language | null) =>
    translate(language, smsMessages.loanApproved, {
      loanId: shortId(loan.id),
      amount: formatKwacha(loan.amount),
    }),
  loanRejected: (loan: { id: string; amount: Ngwee }, language?: Language | null) =>
    translate(language, smsMessages.loanRejected, {
      loanId: shortId(loan.id),
      amount: formatKwacha(loan.amount),
    }),
  loanPaidOut: (payout: { loanId: string; amount: Ngwee }, language?: Language | null) =>
    translate(language, smsMessages.loanPaidOut, {
      loanId: shortId(payout.loanId),
      amount: formatKwacha(payout.amount),
    }),
  paymentReceived: (
    payment: { amount: Ngwee; reference: string; balance: Ngwee },
    language?: Language | null,
  ) =>
    translate(language, smsMessages.paymentReceived, {
      amount: formatKwacha(payment.amount),
      reference: payment.reference,
      balance: formatKwacha(payment.balance),
    }),
  loanRepaid: (payment: { amount: Ngwee; reference: string }, language?: Language | null) =>
    translate(language, smsMessages.loanRepaid, {
      amount: formatKwacha(payment.amount),
      reference: payment.reference,
    }),
  paymentReminder: (due: { amount: Ngwee; dueDate: string; loanId: string }, language?: Language | null) =>
    translate(language, smsMessages.paymentReminder, {
      amount: formatKwacha(due.amount),
      dueDate: due.dueDate,
      loanId: shortId(due.loanId),
    }),
  paymentOverdue: (due: { amount: Ngwee; dueDate: string; loanId: string }, language?: Language | null) =>
    translate(language, smsMessages.paymentOverdue, {
      amount: formatKwacha(due.amount),
      dueDate: due.dueDate,
      loanId: shortId(due.loanId),
    }),
  /** The day before a promise to pay falls due (docs/product.md §23.4). */
  promiseReminder: (promise: { amount: Ngwee; date: string; loanId: string }, language?: Language | null) =>
    translate(language, smsMessages.promiseReminder, {
      amount: formatKwacha(promise.amount),
      date: promise.date,
      loanId: shortId(promise.loanId),
    }),
  /** A loan with credit bureau consent first past due: what to pay, and by when (docs/product.md §25.4). */
  creditListingNotice: (
    notice: { amount: Ngwee; listableOn: string; loanId: string },
    language?: Language | null,
  ) =>
    translate(language, smsMessages.creditListingNotice, {
      amount: formatKwacha(notice.amount),
      date: notice.listableOn,
      loanId: shortId(notice.loanId),
    }),
} as const;

/** A text's body, written once the borrower's language is known (queueSmsToBorrower reads it). */
export type SmsBody = (language: Language | null) => string;

// The GSM 03.38 basic character set (one septet each); the extension table's characters ({ } [ ] ~ \ | ^ €)
// take two septets, so texts keep to the basic set.
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7 = new Set(GSM7_BASIC);

/** One segment: at most 160 characters, every one in the GSM-7 basic set. */
export function fitsOneSegment(text: string): boolean {
  return text.length <= 160 && [...text].every((character) => GSM7.has(character));
}
