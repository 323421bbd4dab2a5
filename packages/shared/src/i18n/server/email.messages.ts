import { defineMessages } from '../message-descriptor';

/**
 * The subject, greeting and first paragraph of the loan-decision e-mails and the repayment receipt in
 * the borrower's language (docs/product.md §22); the rest of each e-mail is still English.
 */
export const emailMessages = defineMessages({
  greeting: { id: 'email.greeting', message: 'Hello {name},' },
  loanApprovedSubject: { id: 'email.loanApproved.subject', message: 'Your loan application was approved' },
  loanApprovedFirst: {
    id: 'email.loanApproved.first',
    message:
      'Good news: your {productName} application {loanId} for {amount} over {months} months was approved.',
  },
  loanRejectedSubject: {
    id: 'email.loanRejected.subject',
    message: 'Your loan application was not approved',
  },
  loanRejectedFirst: {
    id: 'email.loanRejected.first',
    message: 'We are sorry: your {productName} application {loanId} for {amount} was not approved.',
  },
  loanRepaidSubject: { id: 'email.loanRepaid.subject', message: 'Receipt: your loan is fully repaid' },
  loanRepaidFirst: {
    id: 'email.loanRepaid.first',
    message: 'We received your payment of {amount} on {settledOn} (reference {reference}).',
  },
});
