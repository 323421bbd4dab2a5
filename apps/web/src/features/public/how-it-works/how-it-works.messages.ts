import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** The How It Works page (docs/product.md §1); the English is the page's as it has always read. */
export const howItWorksMessages = defineMessages('howItWorks', {
  title: 'How It Works',
  description:
    'How a Kwacha Loans loan works: register, get a quote, apply, get approved and receive the money on your mobile money within 24 hours.',
  lead: 'From registration to repayment, everything happens on your phone.',
  sixSteps: 'Six steps from sign-up to repayment',
  registerTitle: 'Register and verify your e-mail',
  registerText:
    'Create your account with your name, NRC number, phone number and address, then open the link we e-mail you to verify your address.',
  quoteTitle: 'Get a quote',
  quoteText:
    'Choose a loan product, the amount and the number of months. The quote shows the service fee, the amount you receive, each monthly instalment and the total you repay.',
  applyTitle: 'Apply',
  applyText:
    'Read the key facts of your loan, confirm them and tell us which mobile money wallet or bank account should receive the money.',
  reviewTitle: 'Review and approval',
  reviewText:
    'We check your details and your application. Where you are eligible the approval is instant; otherwise our team reviews it, usually the same working day.',
  receiveTitle: 'Receive the money',
  receiveText:
    'Once approved, the amount you receive (the loan minus the service fee) is sent to your mobile money wallet within 24 hours.',
  repayTitle: 'Repay by mobile money',
  repayText:
    'Pay each instalment from your phone with MTN, Airtel or Zamtel mobile money. You may also repay early at any time.',
  whoCanApply: 'Who can apply',
  help: 'Help when you need it',
  supportAvailable: 'Our support team is available {hours}.',
  createAccount: 'Create an Account',
  contactSupport: 'Contact Support',
});
