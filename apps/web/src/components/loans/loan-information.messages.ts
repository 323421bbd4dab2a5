import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** Loan details' main labels (docs/product.md §2, Loan Details; §22). */
export const loanInformationMessages = defineMessages('loanDetails', {
  title: 'Loan Information',
  amount: 'Amount',
  purpose: 'Purpose',
  product: 'Product',
  duration: 'Duration',
  // '1 month', '6 months': the count printed as given, as formatMonths does.
  months: '{months, plural, one {{months} month} other {{months} months}}',
  applicationDate: 'Application Date',
  status: 'Status',
  repaymentAmount: 'Repayment Amount',
  // A loan paid off early: the amount first scheduled, beside what was waived and what was really paid.
  repaymentAmountScheduled: 'Repayment Amount (as scheduled)',
  interestWaived: 'Interest waived (early payoff)',
  repaidInAll: 'Repaid in all',
  outstandingBalance: 'Outstanding Balance',
  // A `disbursed` loan: the money is on its way, and nothing is owed until it arrives.
  notYetOwed: 'Not yet owed: payout being confirmed',
  disbursementDate: 'Disbursement Date',
  notYetDisbursed: 'Not yet disbursed',
  remarks: 'Remarks',
  noRemarks: 'No remarks',
  /** Why staff rejected the application, when they said (docs/product.md §12.2). */
  rejectionReason: 'Reason for not approving',
});

/** Where the money was sent (docs/product.md §2, Loan Details). */
export const disbursementMessages = defineMessages('loanDetails.disbursement', {
  title: 'Disbursement Details',
  method: 'Method',
  mobileMoney: 'Mobile money',
  bankAccount: 'Bank account',
  provider: 'Provider',
  mobileNumber: 'Mobile Number',
  bank: 'Bank',
  accountName: 'Account Name',
  accountNumber: 'Account Number',
});

/** What a screen reader hears while loan details load. */
export const loanDetailsSkeletonMessages = defineMessages('loanDetails.skeleton', {
  loading: 'Loading loan details…',
});
