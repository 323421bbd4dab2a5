import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** docs/product.md §4.8, the credit score gauge. */
export const creditScoreMessages = defineMessages('dashboard.creditScore', {
  heading: 'Credit Score',
  gauge: 'Credit score {score} out of 100',
  outOf100: 'out of 100',
});

/** docs/product.md §4.7, the bands of a score; the English is shared/loans/borrower-scores.ts's. */
export const bandMessages = defineMessages('dashboard.band', {
  green: 'Excellent',
  yellow: 'Good',
  orange: 'Fair',
  red: 'Needs Improvement',
});

/** docs/product.md §4.7 and §10, the Financial Health Score card. */
export const healthMessages = defineMessages('dashboard.health', {
  heading: 'Financial Health Score',
  gauge: 'Financial health score {score} out of 100',
  noScoreYet: 'Your score appears after your first loan.',
  notRated: 'Not rated yet',
  notRatedNote: 'We will rate your financial health after your first repayments.',
  noPrevious: 'No previous data',
  noChange: 'No change',
  rise: '+{points} points',
  fall: '{points} points',
  paymentHistory: 'Payment History',
  paymentHistoryNote: 'Instalments paid on time; higher is better',
  noRepaymentsYet: 'No repayments yet',
  loanUtilisation: 'Loan Utilization',
  loanUtilisationNote: 'Share of your limit in use; lower is better',
  creditworthiness: 'Creditworthiness',
  creditworthinessNote: 'Your credit score; higher is better',
});
