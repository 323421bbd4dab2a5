import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** Loan details' main labels (docs/product.md §2, Loan Details; §22). */
export const loanInformationMessages = defineMessages('loanDetails', {
  title: 'Loan Information',
  amount: 'Amount',
  purpose: 'Purpose',
  product: 'Product',
  duration: 'Duration',
  applicationDate: 'Application Date',
  status: 'Status',
  repaymentAmount: 'Repayment Amount',
  outstandingBalance: 'Outstanding Balance',
  disbursementDate: 'Disbursement Date',
  notYetDisbursed: 'Not yet disbursed',
  remarks: 'Remarks',
  noRemarks: 'No remarks',
});
