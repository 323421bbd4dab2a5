import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2, Dashboard; the English is product.md's, byte for byte. */
export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', message: 'Dashboard' },
  welcome: { id: 'dashboard.welcome', message: 'Welcome back, {name}!' },
  payNow: { id: 'dashboard.payNow', message: 'Pay Now' },
  applyForNewLoan: { id: 'dashboard.applyForNewLoan', message: 'Apply for a New Loan' },
  somethingWrong: { id: 'dashboard.somethingWrong', message: 'Something wrong with a loan or a payment?' },
  raiseComplaint: { id: 'dashboard.raiseComplaint', message: 'Raise a complaint' },
  activeLoans: { id: 'dashboard.activeLoans', message: 'Active Loans' },
  pendingApplications: { id: 'dashboard.pendingApplications', message: 'Pending Applications' },
  totalAppliedAmount: { id: 'dashboard.totalAppliedAmount', message: 'Total Applied Amount' },
  nextPayment: { id: 'dashboard.nextPayment', message: 'Next Payment' },
  due: { id: 'dashboard.due', message: 'Due {date}' },
  notAvailable: { id: 'dashboard.notAvailable', message: 'N/A' },
});
