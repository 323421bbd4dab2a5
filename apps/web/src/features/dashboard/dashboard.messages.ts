import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, Dashboard; the English is product.md's, byte for byte. */
export const dashboardMessages = defineMessages('dashboard', {
  title: 'Dashboard',
  welcome: 'Welcome back, {name}!',
  /** In the account's first session with a verified e-mail (PublicUser.firstVisit). */
  welcomeFirst: 'Welcome, {name}!',
  payNow: 'Pay Now',
  applyForNewLoan: 'Apply for a New Loan',
  somethingWrong: 'Something wrong with a loan or a payment?',
  raiseComplaint: 'Raise a complaint',
  activeLoans: 'Active Loans',
  pendingApplications: 'Pending Applications',
  totalAppliedAmount: 'Total Applied Amount',
  nextPayment: 'Next Payment',
  due: 'Due {date}',
  notAvailable: 'N/A',
  user: 'User',
  loadFailed: 'Failed to load dashboard data. Please ensure you are logged in.',
  loading: 'Loading your dashboard…',
});
