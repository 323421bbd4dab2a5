import { defineMessages } from '../message-descriptor';

/**
 * The receipt when the last payment clears a loan (apps/api/src/modules/payments/payment.emails.ts). The
 * product's name stands apart, in brackets: most end in "Loan" already ("your Personal Loan loan").
 */
export const emailPaymentsMessages = defineMessages('emailPayments', {
  repaidSubject: 'Receipt: your loan is fully repaid',
  repaidReceived: 'We received your payment of {amount} on {settledOn} (reference {reference}).',
  repaidSummary:
    'Your loan {loanId} ({productName}, {loanAmount}) is now fully repaid: you paid {totalRepaid} in total. Thank you!',
  keepReceipt: 'Keep this e-mail as your receipt.',
  button: 'View my loan',
});
