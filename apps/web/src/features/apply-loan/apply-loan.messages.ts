import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/**
 * docs/product.md §2.19 and §11, Apply for a loan; the English is the page's as it was, byte for byte.
 * The key facts statement itself stays English: the server stores those very paragraphs with the
 * application, and the borrower's tick agrees to them.
 */
export const applyLoanMessages = defineMessages('applyLoan', {
  title: 'Apply for a Loan',
  description:
    'Choose a loan, see your exact quote and repayment schedule, read the key facts and apply online in minutes.',
  intro:
    'Choose a product, an amount and a term: your quote updates as you type, and nothing is sent until you submit.',
  retrying: 'Retrying...',
  tryAgain: 'Try Again',
  loadingProducts: 'Loading loan products…',
  formLabel: 'Loan application',
  submitting: 'Submitting...',
  submit: 'Submit Application',
  creditBureauHeading: 'Credit bureau check',
  creditBureauHint:
    'Some loans need it. We share your name, NRC, date of birth and phone number with the bureau, and then how this loan is repaid.',
  submitted: 'Application submitted',
  submittedMessage: 'Your loan application has been submitted. We will review it shortly.',
  chooseProduct: 'Choose a loan product',
  productMonths: '{min}–{max} months',
  productRate: 'from {rate} a month',
  amountAndTerm: 'Amount and term',
  amount: 'Amount (K)',
  amountLimits: 'From {min} to {max}',
  amountWithoutProduct: 'Choose a product to see its limits.',
  duration: 'Duration (months)',
  durationLimits: 'From {min} to {max} months',
  durationWithoutProduct: 'Choose a product to see its terms.',
  purpose: 'Purpose',
  purposeHint: 'What the loan is for, e.g. school fees for two children (3 to 200 characters).',
  keyFacts: 'Key facts',
  keyFactsPending:
    'The key facts of your loan appear here once you have chosen a product, an amount and a term.',
  acceptKeyFacts: 'I have read and understood the key facts',
  receiveMoney: 'How would you like to receive the money?',
  mobileMoney: 'Mobile money',
  bankAccount: 'Bank account',
  mobileMoneyNumber: 'Mobile money number',
  detectedOperator: 'Detected: {operator}',
  mobileMoneyOperator: 'Mobile money operator',
  chooseOperator: 'Select your operator',
  bank: 'Bank',
  banksNotLoaded: 'The list of banks did not load',
  loadingBanks: 'Loading banks…',
  chooseBank: 'Select your bank',
  accountName: 'Account name',
  accountNumber: 'Account number',
  accountNumberHint: 'Digits only, as on your bank statement.',
});

/** A refused or failed submission (submit-errors.ts): the fallback and the links that help. */
export const submitErrorMessages = defineMessages('applyLoan.submitErrors', {
  failed: 'Failed to submit your application. Please try again.',
  goToMyLoans: 'Go to My Loans',
  verifyEmail: 'Verify your email',
});

/** The live quote and its repayment schedule. */
export const quoteMessages = defineMessages('applyLoan.quote', {
  title: 'Your quote',
  serviceFee: 'Service fee ({percent})',
  youReceive: 'You receive',
  monthlyInstalment: 'Monthly instalment',
  totalInterest: 'Total interest',
  totalRepayable: 'Total repayable',
  apr: 'APR (incl. fee)',
  firstPaymentDate: 'First payment date',
  datesAssume: 'Dates assume the money arrives today; your schedule starts on the day it does.',
  empty: 'Choose a product, then enter an amount and a term within its limits to see your quote.',
  showSchedule: 'Show repayment schedule',
  schedule: 'Repayment schedule',
  number: 'No.',
  dueDate: 'Due date',
  instalment: 'Instalment',
  principal: 'Principal',
  interest: 'Interest',
  balance: 'Balance',
});
