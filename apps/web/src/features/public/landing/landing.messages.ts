import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The landing page's headings and calculator labels (docs/product.md §2). Plain texts only: the ICU
 * formatter must stay out of the landing chunk (docs/architecture.md §14).
 */
export const landingMessages = defineMessages('landing', {
  headline: 'Your Financial Journey, Simplified.',
  applyForLoan: 'Apply for a Loan',
  learnHowItWorks: 'Learn How It Works',
  whoCanApply: 'Who can apply',
  threeSteps: 'Three simple steps',
  calculator: 'Loan calculator',
  loanAmount: 'Loan Amount (K)',
  duration: 'Duration (months)',
  serviceFee: 'Service Fee',
  amountYouReceive: 'Amount You Receive',
  monthlyRepayment: 'Monthly Repayment',
  totalRepayment: 'Total Repayment',
  nextPaymentDate: 'Next Payment Date',
  enterToEstimate: 'Enter a loan amount and a duration to see your estimate.',
});
