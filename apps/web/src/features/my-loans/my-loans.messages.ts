import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, My Loans; the English is product.md's, byte for byte. */
export const myLoansMessages = defineMessages({
  title: { id: 'myLoans.title', message: 'My Loans' },
  heading: { id: 'myLoans.heading', message: 'My Loan Applications' },
  empty: { id: 'myLoans.empty', message: 'You have not submitted any loan applications yet' },
  applyFirst: { id: 'myLoans.applyFirst', message: 'Apply for your first loan' },
  listLabel: { id: 'myLoans.listLabel', message: 'Loan applications' },
  noMatch: { id: 'myLoans.noMatch', message: 'No loans match your search and filters.' },
});
