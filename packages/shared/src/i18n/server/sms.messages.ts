import { defineMessages } from '../message-descriptor';

/**
 * The borrower's texts (docs/product.md §19, §22). Each must stay one GSM-7 segment in every language
 * with the largest amounts (apps/api/src/modules/sms/sms-texts.test.ts). Amounts arrive formatted
 * ("K1,234.50"), dates as ISO dates, loan ids shortened.
 */
export const smsMessages = defineMessages('sms', {
  loanApproved:
    'Kwacha Loans: your loan {loanId} for {amount} is approved. We will pay it out soon; details are in your e-mail.',
  loanRejected:
    'Kwacha Loans: we could not approve your loan {loanId} for {amount}. The reasons are in your e-mail and account.',
  loanPaidOut:
    'Kwacha Loans: your loan {loanId} is paid out: {amount} sent. Your schedule is in your account.',
  paymentReceived: 'Kwacha Loans: we received {amount} ({reference}). Balance {balance}. Thank you.',
  loanRepaid: 'Kwacha Loans: we received {amount} ({reference}). Your loan is fully repaid. Thank you!',
  paymentReminder:
    'Kwacha Loans: {amount} is due on {dueDate} for loan {loanId}. Pay in your account to avoid a late fee.',
  paymentOverdue:
    'Kwacha Loans: {amount} for loan {loanId} was due on {dueDate} and is unpaid. Please pay in your account.',
  promiseReminder:
    'Kwacha Loans: you promised to pay {amount} on loan {loanId} by {date}. Please pay in your account. Thank you.',
  creditListingNotice:
    'Kwacha Loans: loan {loanId} is past due. Pay {amount} by {date} to avoid being reported to the credit bureau as in arrears.',
});
