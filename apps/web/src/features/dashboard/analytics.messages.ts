import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §2.6: the Show/Hide Analytics toggle and its two charts (§10). */
export const analyticsMessages = defineMessages('dashboard.analytics', {
  region: 'Analytics',
  show: 'Show Analytics',
  hide: 'Hide Analytics',
  loading: 'Loading charts…',
  lowData: 'Charts are off in low-data mode.',
  changeInProfile: 'Change this in your profile',
  trendTitle: 'Payment Trend',
  noPayments: 'No payments yet.',
  payments: '{count, plural, one {{count} payment} other {{count} payments}}',
  trendLabel: 'Payments by month: {months}',
  monthPoint: '{month} {amount} in {payments}',
  monthTitle: '{month}: {amount} in {payments}',
  amountLegend: 'Amount paid (K)',
  countLegend: 'Number of payments',
  viewTable: 'View as a table',
  month: 'Month',
  amount: 'Amount',
  paymentsColumn: 'Payments',
  statusTitle: 'Loans by Status',
  noLoans: 'No loans yet.',
  statusLabel: 'Loans by status: {statuses}',
  statusLegend: 'Loan status legend',
});
