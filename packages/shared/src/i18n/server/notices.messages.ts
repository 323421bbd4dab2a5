import { defineMessages } from '../message-descriptor';

/**
 * The notifications a borrower finds in the bell, written in their language when they are written
 * (apps/api/src/modules/notifications/borrower-notices.ts). A provider's reason and staff's words are
 * shown as given. A correction's outcome uses emailDataRights' texts.
 */
export const noticesMessages = defineMessages('notices', {
  loanApproved: 'Your loan application {loanId} for {amount} was approved.',
  loanRejected: 'Your loan application {loanId} for {amount} was not approved.',
  /** Staff's reason as they wrote it, without its closing full stop. */
  loanRejectedWithReason: 'Your loan application {loanId} for {amount} was not approved: {reason}.',
  loanPaidOut: 'Your loan has been paid out: {amount} was sent to {destination}.',
  payoutFailed:
    'We could not send your loan to {destination}: {reason}. Our team will look into it and try again.',
  paymentReceived:
    'We received your payment of {amount} ({reference}). Your outstanding balance is {balance}.',
  loanRepaid: 'We received your payment of {amount} ({reference}). Your loan is fully repaid. Thank you!',
  paymentExpired:
    'Your payment of {amount} ({reference}) was not confirmed in time. If you approved it on your phone, please contact us.',
  paymentFailed: 'Your payment of {amount} ({reference}) did not go through: {reason}.',
  loanOverdue:
    'Your loan is overdue: the instalment due on {dueDate} is unpaid. {amount} is now due, including the late fee. Please pay as soon as you can.',
  complaintReceived: 'Your complaint {reference} was received. We will acknowledge it within 1 working day.',
  complaintAcknowledged: 'Your complaint {reference} was acknowledged. We are looking into it.',
  complaintResolved: 'Your complaint {reference} was resolved. Open Complaints to read our answer.',
  kycApproved: 'Your identity documents were approved.',
  kycAnotherPhoto: 'We need another photo to verify your identity: {reason}',
  destinationChanged:
    'Your loan {loanId} will now be paid to {destination}. If you did not ask for this change, please contact us at once.',
  loanCancelled:
    'Your loan {loanId} for {amount} was cancelled before it was paid out: {reason}. You owe nothing on it and may apply again.',
  promiseReminder:
    'A reminder: you promised to pay {amount} on your loan {loanId} by {date}. Please pay in your account.',
  restructureApproved:
    'The new repayment plan for your loan {loanId} is now in force: {count} instalments of {instalment}, the first on {date}.',
  debtWaived:
    'We have waived the {amount} still owed on your loan {loanId}. You owe nothing more on it and no further payments are due.',
  creditListingNotice:
    'Your loan {loanId} is past due: {amount} is unpaid. Pay it by {date} to avoid being reported to the credit bureau as in arrears.',
});
