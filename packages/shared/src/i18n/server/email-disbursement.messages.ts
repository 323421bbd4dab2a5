import { defineMessages } from '../message-descriptor';

/**
 * The borrower's paid-out, destination-changed and loan-cancelled e-mails
 * (apps/api/src/modules/disbursements/disbursement.emails.ts, payout-correction.emails.ts). The staff
 * member's disbursement code stays English (decision 029); staff's words are shown as written.
 */
export const emailDisbursementMessages = defineMessages('emailDisbursement', {
  paidOutSubject: 'Your loan has been paid out',
  paidOut: 'Your loan has been paid out: {amount} was sent to {destination}.',
  firstInstalment:
    'Your first instalment of {amount} is due on {dueDate}. You can repay by MTN, Airtel or Zamtel mobile money.',
  button: 'View my loan',
  destinationChangedSubject: 'Your loan will be paid to a new account',
  destinationChanged: 'As you asked, your loan {loanId} for {amount} will now be paid to {destination}.',
  destinationChangedWarning:
    'If you did not ask for this change, contact us at once, before the money is sent.',
  cancelledSubject: 'Your loan was cancelled',
  cancelled: 'Your loan {loanId} for {amount} was cancelled before any money was paid out.',
  cancelledReason: 'Reason: {reason}',
  cancelledNothingOwed: 'You owe nothing on this loan. You can apply for a new loan at any time.',
});
