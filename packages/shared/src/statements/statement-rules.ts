/**
 * Loan statements, payment receipts and clearance letters (docs/product.md §13.7): PDF documents made on
 * the server. The texts a person reads on the buttons, in the files and in the refusals live here, so the
 * web app, the API and their tests say the same thing.
 *
 * No Zod here: the borrower's loan details and payment history import this module, and the statement
 * query's schema (statements.ts) would bring Zod's classic API into them. `npm run size` fails when either
 * page loads the classic API (decision 041, docs/performance.md).
 */

import { CALENDAR_DAY_MESSAGE } from '../validation/calendar-day-message';

/** A statement covers at most this many years: more is a mistake (and a large file on a slow phone). */
export const STATEMENT_MAX_YEARS = 10;

export const STATEMENT_MESSAGES = {
  dateFormat: CALENDAR_DAY_MESSAGE,
  fromAfterTo: 'The start date must be on or before the end date.',
  tooLong: `A statement can cover at most ${STATEMENT_MAX_YEARS} years.`,
  notRepaid: 'This loan is not fully repaid yet.',
  receiptNotAvailable: 'A receipt is only available for a payment we have received.',
  paymentNotFound: 'Payment not found.',
  statementFailed: 'We could not prepare your statement. Please try again.',
  clearanceFailed: 'We could not prepare your clearance letter. Please try again.',
  receiptFailed: 'We could not prepare your receipt. Please try again.',
} as const;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** What is wrong with a period of two valid days, or undefined when a statement may cover it. */
export function statementPeriodProblem(from: string, to: string): string | undefined {
  if (from > to) return STATEMENT_MESSAGES.fromAfterTo;
  // Ten years of days, leap days included (3,653 at most), plus the last day itself.
  if (dayNumber(to) - dayNumber(from) + 1 > STATEMENT_MAX_YEARS * 365 + 3) return STATEMENT_MESSAGES.tooLong;
  return undefined;
}

/** docs/product.md §9: a loan is named by the first 8 characters of its id. */
export const shortLoanId = (id: string) => id.slice(0, 8);

/**
 * A payer's number as a receipt prints it: the network prefix and the last two digits, the rest hidden
 * ('+260971234523' or '0971234523' → '097•••••23'), so a receipt passed around shows no whole number.
 */
export function maskPhoneNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.startsWith('260') ? `0${digits.slice(3)}` : digits;
  if (local.length < 6) return '•'.repeat(local.length);
  return `${local.slice(0, 3)}${'•'.repeat(local.length - 5)}${local.slice(-2)}`;
}
