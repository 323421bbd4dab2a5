import { defineMessages } from '../message-descriptor';

/**
 * The loan approved and loan not approved e-mails (apps/api/src/modules/mail/templates/loan-decision.ts).
 * Staff's remarks are shown as staff wrote them (decision 029).
 */
export const emailLoanDecisionMessages = defineMessages('emailLoanDecision', {
  approvedSubject: 'Your loan application was approved',
  approvedFirst:
    'Good news: your {productName} application {loanId} for {amount} over {months} months was approved.',
  approvedPayout:
    'We will now send {amount} (the amount after the 5% service fee) to the account you chose, usually within 24 hours. Your repayment schedule starts on the day the money arrives.',
  approvedButton: 'View my loan',
  rejectedSubject: 'Your loan application was not approved',
  rejectedFirst: 'We are sorry: your {productName} application {loanId} for {amount} was not approved.',
  rejectedApplyAgain:
    'You may apply again later. If you have questions, our support team is available Monday-Friday 8:00-18:00 and Saturday 9:00-14:00.',
  rejectedButton: 'View my loans',
  remarks: 'Remarks: {remarks}',
  /** The reason staff gave for not approving, as they wrote it (docs/product.md §12.2). */
  rejectedReason: 'Reason: {reason}',
});
