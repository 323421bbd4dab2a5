// The texts a borrower reads about paying, without Zod: the loan details and the make-payment form import
// them, and the request schemas in payments.ts would bring Zod's classic API into those pages
// (docs/performance.md).

/** docs/product.md §5 and §8: the payment texts, asserted literally in tests. */
export const PAYMENT_MESSAGES = {
  insufficientFunds:
    'Payment could not be completed: the payer mobile account has insufficient funds. Please top up and try again.',
  failedDefault: 'Failed to initiate payment. Please try again.',
  initiatedTitle: 'Payment initiated successfully!',
  initiatedDetail: 'Please check your phone to confirm the transaction.',
  failedTitle: 'Payment failed',
  requestSent: 'Payment Request Sent!',
  selectLoan: 'Please select a loan and ensure your profile data is loaded.',
  phoneRequired: 'Please enter your phone number.',
  phoneFormat: 'Please enter a valid Zambian phone number (e.g., 0977123456 or +260977123456)',
  amountPositive: 'Please enter a valid positive amount to pay.',
  operatorUndetected:
    'Could not detect the mobile money operator from the phone number. Please check the phone number or enter a number with the correct prefix.',
  operatorRequired: 'Please select your mobile money operator.',
  notLoggedIn: 'Please log in to make payments.',
  noActiveLoans: 'You currently have no active loans with an outstanding balance.',
  insufficientFundsWarning:
    "The payment fails if the payer's mobile money account does not have enough funds.",
} as const;

/** docs/product.md §13.6: paying a loan off early. */
export const PAYOFF_MESSAGES = {
  paymentInFlight:
    'A payment for this loan is still being confirmed. Please wait for it before paying off the loan.',
  payoffInFlight: 'This loan is being paid off. Please wait until that payment is confirmed.',
} as const;

/** docs/product.md §13.6: paying ahead to reduce the loan. */
export const PREPAYMENT_TEXTS = {
  optionRequired: 'Choose how to use the extra: finish sooner or pay smaller instalments.',
  notAboveDue: (due: string) =>
    `To reduce your loan, pay more than what is due now (${due}). To pay what is due, choose An amount I choose.`,
  paysOff: 'This amount would close the loan: choose Pay off the whole loan today instead.',
  nothingAhead: 'Every instalment of this loan is already due: there is nothing to pay ahead.',
  inFlight: 'A payment that reduces this loan is being confirmed. Please wait until it is.',
} as const;

export const payoffAmountMessage = (amount: string) => `The amount to pay off this loan today is ${amount}.`;

export const amountAboveBalanceMessage = (balance: string) =>
  `You cannot pay more than your outstanding balance of K${balance}.`;
