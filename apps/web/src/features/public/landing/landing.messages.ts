import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * The landing page's headings and calculator labels (docs/product.md §2). Plain texts only: the ICU
 * formatter must stay out of the landing chunk (docs/architecture.md §14).
 */
export const landingMessages = defineMessages({
  headline: { id: 'landing.headline', message: 'Your Financial Journey, Simplified.' },
  applyForLoan: { id: 'landing.applyForLoan', message: 'Apply for a Loan' },
  learnHowItWorks: { id: 'landing.learnHowItWorks', message: 'Learn How It Works' },
  whoCanApply: { id: 'landing.whoCanApply', message: 'Who can apply' },
  threeSteps: { id: 'landing.threeSteps', message: 'Three simple steps' },
  calculator: { id: 'landing.calculator', message: 'Loan calculator' },
  loanAmount: { id: 'landing.loanAmount', message: 'Loan Amount (K)' },
  duration: { id: 'landing.duration', message: 'Duration (months)' },
  serviceFee: { id: 'landing.serviceFee', message: 'Service Fee' },
  amountYouReceive: { id: 'landing.amountYouReceive', message: 'Amount You Receive' },
  monthlyRepayment: { id: 'landing.monthlyRepayment', message: 'Monthly Repayment' },
  totalRepayment: { id: 'landing.totalRepayment', message: 'Total Repayment' },
  nextPaymentDate: { id: 'landing.nextPaymentDate', message: 'Next Payment Date' },
  enterToEstimate: {
    id: 'landing.enterToEstimate',
    message: 'Enter a loan amount and a duration to see your estimate.',
  },
});
