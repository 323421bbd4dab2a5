import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';

/** "Credit bureau" on the profile (docs/product.md §25.5): the reported loans and their disputes. */
export const creditBureauMessages = defineMessages('creditDisputes', {
  heading: 'Credit bureau',
  intro:
    'Each month we tell the credit bureau about the loans you gave consent for. If something we reported is wrong, dispute it here: our complaints desk answers, and the loan is reported as disputed until we do.',
  loading: 'Loading your credit bureau records…',
  loadFailed: 'Failed to load your credit bureau records. Please try again.',
  empty: 'We report none of your loans to the credit bureau.',
  loanTitle: '{product} · {amount} · loan {loan}',
  paidOutOn: 'Paid out on {date}',
  disputeButton: 'Dispute this record',
  disputedNotice: 'Disputed: we answer by {date} (complaint {reference}).',
  reasonLabel: 'What is wrong with the record?',
  reasonHint: 'From 10 to 1,000 characters: what the bureau shows, and what is right.',
  attachmentLabel: 'A document that shows it (optional)',
  attachmentHint: 'One PNG or JPEG image or PDF document, at most 2 MB.',
  attachmentWrongType: 'The attachment must be a PNG or JPEG image or a PDF document.',
  attachmentTooLarge: 'The attachment must be at most 2 MB.',
  submit: 'Send the dispute',
  sending: 'Sending…',
  cancel: 'Cancel',
  sendFailed: 'Your dispute could not be sent. Please try again.',
  received: 'Your dispute was received. Its complaint reference is {reference}.',
  historyHeading: 'Your disputes',
  statusOpen: 'Open: the loan is reported as disputed',
  statusCorrected: 'Resolved: corrected. The next report to the bureau carries the correction.',
  statusUpheld: 'Resolved: the record stands as reported.',
  raisedOn: 'Raised on {date} · complaint {reference}',
  answer: 'Our answer: {answer}',
});
