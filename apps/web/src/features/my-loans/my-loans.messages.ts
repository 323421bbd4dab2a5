import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, My Loans; the English is product.md's, byte for byte. */
export const myLoansMessages = defineMessages('myLoans', {
  title: 'My Loans',
  heading: 'My Loan Applications',
  empty: 'You have not submitted any loan applications yet',
  applyFirst: 'Apply for your first loan',
  listLabel: 'Loan applications',
  noMatch: 'No loans match your search and filters.',
  loadFailed: 'Failed to load loan applications. Are you logged in?',
  loading: 'Loading your loans…',
});

/** docs/product.md §2.7: the search box and the status and amount filters, each shown as a chip. */
export const loanFilterMessages = defineMessages('myLoans.filters', {
  form: 'Search and filter loans',
  search: 'Search loans',
  searchPlaceholder: 'Purpose, status or loan id',
  status: 'Status',
  allStatuses: 'All statuses',
  minAmount: 'Minimum amount',
  minPlaceholder: 'e.g. 1000',
  maxAmount: 'Maximum amount',
  maxPlaceholder: 'e.g. 5000',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter {filter}',
  clearAll: 'Clear all',
  searchChip: 'Search: {text}',
  statusChip: 'Status: {status}',
  minChip: 'Min amount: {amount}',
  maxChip: 'Max amount: {amount}',
});

/** docs/product.md §2.7: a loan's card. */
export const loanCardMessages = defineMessages('myLoans.card', {
  product: 'Product',
  duration: 'Duration',
  outstanding: 'Outstanding',
  nextPayment: 'Next Payment',
  dueDate: 'Due Date',
  appliedOn: 'Applied on',
  viewDetails: 'View Details',
  payNow: 'Pay Now',
  makePayment: 'Make Payment',
  paymentHistory: 'Payment History',
});

/** docs/product.md §2.7: six cards a page. */
export const paginationMessages = defineMessages('myLoans.pages', {
  navigation: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: 'Page {page} of {pageCount}',
});
