import type {
  FlaggedPayment,
  FlaggedPaymentAction,
  FlaggedPaymentResolution,
} from '@kwacha/shared/staff/flagged-payments';
import { formatAmount } from '../../../lib/loans/loan-format';

/** The buttons that open each resolution. */
export const ACTION_BUTTON_LABELS: Record<FlaggedPaymentAction, string> = {
  apply: 'Apply to the loan',
  refunded: 'Record a refund',
  dismiss: 'Dismiss',
};

/** What each resolution means, said before the note is written. */
export function actionExplanation(action: FlaggedPaymentAction, payment: FlaggedPayment): string {
  const amount = formatAmount(payment.amount);
  switch (action) {
    case 'apply':
      return `The money did arrive: ${amount} is booked to the loan as a repayment (anything above the balance is kept as an overpayment), and the borrower is told.`;
    case 'refunded':
      return `The money arrived and was given back to the payer outside the system: the books show ${amount} in and ${amount} out; the loan's balance does not change.`;
    case 'dismiss':
      return payment.booked
        ? 'The money is already in the books: dismissing only records that you checked, with your note.'
        : 'No money moved (for example, a wrong claim): nothing is booked; your note says why.';
  }
}

/** The confirmation dialog of each resolution. */
export function confirmTexts(action: FlaggedPaymentAction, payment: FlaggedPayment) {
  const what = `${formatAmount(payment.amount)} (${payment.reference}) of ${payment.borrower.name}`;
  switch (action) {
    case 'apply':
      return {
        title: 'Apply this payment?',
        message: `${what} will be booked to the loan as a repayment. This cannot be undone.`,
        confirmLabel: 'Apply',
      };
    case 'refunded':
      return {
        title: 'Record the refund?',
        message: `${what} will be recorded as received and refunded outside the system. This cannot be undone.`,
        confirmLabel: 'Record refund',
      };
    case 'dismiss':
      return {
        title: 'Dismiss this flag?',
        message: `${what} will leave the queue without anything being booked.`,
        confirmLabel: 'Dismiss',
      };
  }
}

export const RESOLUTION_WORDS: Record<FlaggedPaymentResolution, string> = {
  applied: 'Applied to the loan',
  refunded: 'Refunded outside the system',
  dismissed: 'Dismissed',
};
