import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { CALCULATOR_MESSAGES } from '@kwacha/shared/loans/landing-calculator';

/**
 * The landing page's headings and calculator labels (docs/product.md §2). Plain texts only: the ICU
 * formatter must stay out of the landing chunk (docs/performance.md).
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
  metaDescription:
    'Borrow K10 to K50,000 in Zambia over 1 to 12 months, from 2.5% a month, paid to your mobile money within 24 hours. Estimate your repayments now.',
  intro:
    'Borrow from K10 to K50,000 over 1 to 12 months, with interest from 2.5% a month. Apply from your phone, get an instant decision where you are eligible, and receive the money on your mobile money wallet within 24 hours.',
  disclaimer:
    'This is an estimate only: it uses simple interest of {interest}% per year and a {fee}% service fee taken from the amount you receive. Your actual quote depends on the loan product you choose and is shown in full before you apply.',
  applyForThisLoan: 'Apply for This Loan',
  applyFrom: 'Applications start from {amount}.',
});

/** The three steps (docs/product.md §2). */
export const landingStepMessages = defineMessages('landing.step', {
  easyTitle: 'Easy Application',
  easyText:
    'Register with your NRC and phone number, verify your e-mail and apply in a few minutes from your phone.',
  flexibleTitle: 'Flexible Options',
  flexibleText:
    'Borrow from K10 to K50,000 and choose a repayment period from 1 to 12 months, at rates from 2.5% a month.',
  smoothTitle: 'Smooth Disbursement',
  smoothText:
    'Once approved, the money reaches your MTN, Airtel or Zamtel mobile money wallet within 24 hours.',
});

/** The calculator's field messages: the shared rules' English, named here so they can be translated. */
export const calculatorErrorMessages = defineMessages('landing.calculatorError', CALCULATOR_MESSAGES);
