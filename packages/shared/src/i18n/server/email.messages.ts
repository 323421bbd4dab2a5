import { defineMessages } from '../message-descriptor';

/**
 * The subject, greeting and first paragraph of the loan-decision e-mails and the repayment receipt in
 * the borrower's language (docs/product.md §22); the rest of each e-mail is still English.
 */
export const emailMessages = defineMessages('email', {
  greeting: 'Hello {name},',
  loanApprovedSubject: 'Your loan application was approved',
  loanApprovedFirst:
    'Good news: your {productName} application {loanId} for {amount} over {months} months was approved.',
  loanRejectedSubject: 'Your loan application was not approved',
  loanRejectedFirst: 'We are sorry: your {productName} application {loanId} for {amount} was not approved.',
  loanRepaidSubject: 'Receipt: your loan is fully repaid',
  loanRepaidFirst: 'We received your payment of {amount} on {settledOn} (reference {reference}).',
});
