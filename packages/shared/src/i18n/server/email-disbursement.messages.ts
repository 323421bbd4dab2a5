import { defineMessages } from '../message-descriptor';

/**
 * The borrower's paid-out e-mail (apps/api/src/modules/disbursements/disbursement.emails.ts). The staff
 * member's disbursement code stays English (decision 029).
 */
export const emailDisbursementMessages = defineMessages('emailDisbursement', {
  paidOutSubject: 'Your loan has been paid out',
  paidOut: 'Your loan has been paid out: {amount} was sent to {destination}.',
  firstInstalment:
    'Your first instalment of {amount} is due on {dueDate}. You can repay by MTN, Airtel or Zamtel mobile money.',
  button: 'View my loan',
});
