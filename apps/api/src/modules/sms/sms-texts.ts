import { formatKwacha, type Ngwee } from '@kwacha/shared/money/money';

/**
 * Every text the borrower can receive by SMS (docs/product.md "SMS"), in one place: plain, in the GSM-7
 * alphabet and at most 160 characters, so each is one segment (sms-texts.test.ts checks the largest
 * amounts). Amounts as formatKwacha prints them; dates as ISO dates (YYYY-MM-DD), unambiguous on any phone.
 */
export const SMS_KINDS = [
  'loan_approved',
  'loan_rejected',
  'loan_paid_out',
  'payment_received',
  'loan_repaid',
  'payment_reminder',
  'payment_overdue',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

const SIGNATURE = 'Kwacha Loans:';

/** First 8 characters of an id, as docs/product.md shows loan ids. */
const shortId = (id: string) => id.slice(0, 8);

export const smsTexts = {
  loanApproved: (loan: { id: string; amount: Ngwee }) =>
    `${SIGNATURE} your loan ${shortId(loan.id)} for ${formatKwacha(loan.amount)} is approved. We will pay it out soon; details are in your e-mail.`,
  loanRejected: (loan: { id: string; amount: Ngwee }) =>
    `${SIGNATURE} we could not approve your loan ${shortId(loan.id)} for ${formatKwacha(loan.amount)}. The reasons are in your e-mail and account.`,
  loanPaidOut: (payout: { loanId: string; amount: Ngwee }) =>
    `${SIGNATURE} your loan ${shortId(payout.loanId)} is paid out: ${formatKwacha(payout.amount)} sent. Your schedule is in your account.`,
  paymentReceived: (payment: { amount: Ngwee; reference: string; balance: Ngwee }) =>
    `${SIGNATURE} we received ${formatKwacha(payment.amount)} (${payment.reference}). Balance ${formatKwacha(payment.balance)}. Thank you.`,
  loanRepaid: (payment: { amount: Ngwee; reference: string }) =>
    `${SIGNATURE} we received ${formatKwacha(payment.amount)} (${payment.reference}). Your loan is fully repaid. Thank you!`,
  paymentReminder: (due: { amount: Ngwee; dueDate: string; loanId: string }) =>
    `${SIGNATURE} ${formatKwacha(due.amount)} is due on ${due.dueDate} for loan ${shortId(due.loanId)}. Pay in your account to avoid a late fee.`,
  paymentOverdue: (due: { amount: Ngwee; dueDate: string; loanId: string }) =>
    `${SIGNATURE} ${formatKwacha(due.amount)} for loan ${shortId(due.loanId)} was due on ${due.dueDate} and is unpaid. Please pay in your account.`,
} as const;

// The GSM 03.38 basic character set (one septet each); the extension table's characters ({ } [ ] ~ \ | ^ €)
// take two septets, so texts keep to the basic set.
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7 = new Set(GSM7_BASIC);

/** One segment: at most 160 characters, every one in the GSM-7 basic set. */
export function fitsOneSegment(text: string): boolean {
  return text.length <= 160 && [...text].every((character) => GSM7.has(character));
}

/** The text for a booked repayment: the balance left, or that the loan is repaid. */
export function repaymentSms(
  userId: string,
  payment: { amount: Ngwee; reference: string },
  repaid: boolean,
  balance: Ngwee,
): { userId: string; kind: SmsKind; body: string } {
  return repaid
    ? { userId, kind: 'loan_repaid', body: smsTexts.loanRepaid(payment) }
    : { userId, kind: 'payment_received', body: smsTexts.paymentReceived({ ...payment, balance }) };
}

/** The text beside a reminder e-mail: before and on the due day a reminder, after it an overdue notice. */
export function reminderSms(
  userId: string,
  loanId: string,
  reminder: string,
  dueDate: string,
  amount: Ngwee,
): { userId: string; kind: SmsKind; body: string } {
  const due = { amount, dueDate, loanId };
  return reminder.startsWith('after')
    ? { userId, kind: 'payment_overdue', body: smsTexts.paymentOverdue(due) }
    : { userId, kind: 'payment_reminder', body: smsTexts.paymentReminder(due) };
}
