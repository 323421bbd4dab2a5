import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, My Loans; the English is product.md's, byte for byte. */
export const myLoansMessages = defineMessages('myLoans', {
  title: 'My Loans',
  heading: 'My Loan Applications',
  empty: 'You have not submitted any loan applications yet',
  applyFirst: 'Apply for your first loan',
  listLabel: 'Loan applications',
  noMatch: 'No loans match your search and filters.',
});
