import { defineMessages } from '../message-descriptor';

/** The receipt when the last payment clears a loan (apps/api/src/modules/payments/payment.emails.ts). */
export const emailPaymentsMessages = defineMessages('emailPayments', {
  repaidSubject: 'Receipt: your loan is fully repaid',
  repaidReceived: 'We received your payment of {amount} on {settledOn} (reference {reference}).',
  repaidSummary:
    'Your {productName} loan of {loanAmount} (loan {loanId}) is now fully repaid: you paid {totalRepaid} in total. Thank you!',
  keepReceipt: 'Keep this e-mail as your receipt.',
  button: 'View my loan',
});
