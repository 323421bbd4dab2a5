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
  /**
   * The adverse-action notice (docs/product.md §25.2): a decision, or a hold for review, that used the
   * credit bureau's report says so, and how to get that report free and have it corrected.
   */
  bureauUsed:
    'This decision used your credit report from TransUnion Zambia, the credit bureau. You can ask TransUnion Zambia for a free copy of your own report, and ask them to correct anything that is wrong. You can also dispute a record from your profile.',
  reviewSubject: 'Your loan application will be decided by our team',
  reviewFirst:
    'Your {productName} application {loanId} for {amount} was not approved automatically: a member of our team will decide it, usually within one working day. This is not a rejection.',
  reviewBureau:
    'We looked at your credit report from TransUnion Zambia, the credit bureau, and it is why a person will decide. You can ask TransUnion Zambia for a free copy of your own report, and ask them to correct anything that is wrong.',
  reviewButton: 'View my loans',
});
