import { defineMessages } from '../message-descriptor';

/**
 * The USSD menu's screens (docs/product.md §26): each screen, with its choices and the largest amounts,
 * at most 160 characters of the GSM-7 basic set in every language (apps/api/src/modules/ussd/
 * ussd-screens.test.ts), so no gateway splits it or switches to UCS-2. Amounts arrive formatted
 * ("K1,234.50"), dates as ISO dates, loan ids shortened to 8 characters, phone numbers masked.
 */
export const ussdMessages = defineMessages('ussd', {
  mainMenu: 'Kwacha Loans\n1 Balance\n2 Repay\n3 Loan status\n4 Last payments\n5 Language\n6 Help',
  invalidChoice: 'Invalid choice.',
  sessionExpired: 'Your session has ended. Please dial again.',
  tooManyRequests: 'Too many requests from this number. Please try again later.',
  enterPin: 'Enter your 4-digit USSD PIN',
  wrongPin: 'Wrong PIN. Tries left: {tries}. Enter your 4-digit USSD PIN',
  pinLocked: 'Too many wrong PINs. Set a new USSD PIN on your profile at {site}',
  notRegistered: 'This number is not registered with Kwacha Loans. Register at {site} with this number.',
  noPin: 'Set a 4-digit USSD PIN on your profile at {site} to use this menu.',
  noLoans: 'You have no loan to show.',
  chooseLoan: 'Choose a loan',
  balance: 'Loan {loanId}: balance {balance}. Next payment {amount} due {date}.',
  balanceNothingDue: 'Loan {loanId}: balance {balance}.',
  repayHowMuch:
    'Pay how much on loan {loanId}?\n1 Next payment {next}\n2 Whole balance {balance}\n3 Other amount',
  repayHowMuchBalanceOnly: 'Pay how much on loan {loanId}?\n1 Whole balance {balance}\n2 Other amount',
  enterAmount: 'Enter the amount in kwacha, from K1 to {balance}',
  confirmPayment: 'Pay {amount} on loan {loanId} from {phone}?\n1 Confirm\n2 Cancel',
  paymentStarted:
    'Payment of {amount} started. Approve the prompt on your phone with your mobile money PIN. We will send an SMS with the result.',
  paymentCancelled: 'Payment cancelled. Nothing was charged.',
  paymentUnavailable: 'Payments cannot be started now. Please try again later.',
  loanStatus: 'Loan {loanId}: {status}. {paid} of {count} payments made.',
  statusPending: 'waiting for review',
  statusApproved: 'approved, to be paid out',
  statusActive: 'active',
  statusOverdue: 'overdue',
  statusRepaid: 'repaid',
  statusRejected: 'not approved',
  statusOther: 'closed',
  lastPayments: 'Last payments',
  noPayments: 'No payments yet.',
  chooseLanguage: 'Choose a language\n1 English\n2 Ichibemba\n3 Chinyanja',
  languageSet: 'Your language is now English.',
  help: 'Help: call {phone}, Mon-Fri 08:00-18:00, Sat 09:00-14:00. Or visit {site}',
});
