import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_LABELS,
  type ComplaintCategory,
} from '@kwacha/shared/complaints/complaints';
import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { ATTACHMENT_DOWNLOAD_FAILED } from '../../lib/complaints/attachment';
import { AUTH_FAILED_MESSAGE } from '../../lib/load-error-message';

/**
 * /complaints (docs/product.md §17.4); the English is product.md's, byte for byte. The server's answers,
 * the shared rules' field messages, staff's answer and what the borrower wrote stay as they are.
 */
export const complaintsMessages = defineMessages('complaints', {
  title: 'Complaints',
  intro:
    'Something wrong with a loan or a payment? Tell us here. We acknowledge every complaint within 1 working day and answer within 10 working days, and we tell you by e-mail at each step.',
  yourComplaints: 'Your complaints',
  listLabel: 'Your complaints, newest first',
  none: 'You have not raised any complaints.',
  loadFailed: 'Failed to load your complaints. Please try again.',
  loading: 'Loading your complaints…',
  authFailed: AUTH_FAILED_MESSAGE,
});

/** "Raise a complaint" (docs/product.md §17.2). */
export const complaintFormMessages = defineMessages('complaints.form', {
  heading: 'Raise a complaint',
  sendFailed: 'Your complaint could not be sent. Please try again.',
  received: COMPLAINT_MESSAGES.received('{reference}'),
  about: 'What is it about?',
  chooseTopic: 'Choose a topic',
  loan: 'Loan (optional)',
  loadingLoans: 'Loading your loans…',
  noLoan: 'No particular loan',
  loanOption: '{product} {amount} (loan {loan})',
  payment: 'Payment (optional)',
  loadingPayments: 'Loading payments…',
  noPayment: 'No particular payment',
  whatHappened: 'What happened?',
  whatHappenedHint: 'Say what happened, when, and what you would like us to do. 10 to 2000 characters.',
  sending: 'Sending...',
  submit: 'Send complaint',
});

/** The one optional file, checked in the browser before it is sent (the server checks it again). */
export const attachmentMessages = defineMessages('complaints.attachment', {
  label: 'Attachment (optional)',
  hint: 'One photo or scan (PNG, JPEG or PDF), at most 2 MB.',
  wrongType: COMPLAINT_MESSAGES.attachmentType,
  tooLarge: COMPLAINT_MESSAGES.attachmentTooLarge,
  downloadFailed: ATTACHMENT_DOWNLOAD_FAILED,
});

/** A complaint raised: where it stands and what comes next. */
export const complaintCardMessages = defineMessages('complaints.card', {
  acknowledgeAndAnswer: 'We will acknowledge it by {acknowledgeBy} and answer by {resolveBy}.',
  lookingIntoIt: 'We are looking into it and will answer by {resolveBy}.',
  resolvedOn: 'Resolved on {date}.',
  about: 'About',
  sentOn: 'Sent on',
  loan: 'Loan',
  payment: 'payment {reference}',
  ourAnswer: 'Our answer',
  whatYouWrote: 'What you wrote',
  downloadAttachment: 'Download attachment ({filename})',
  downloading: 'Downloading the attachment…',
});

/** The topics, keyed by category, in the shared labels' English. */
export const complaintCategoryMessages = defineMessages(
  'complaints.category',
  Object.fromEntries(COMPLAINT_CATEGORIES.map((category) => [category.value, category.label])) as Record<
    ComplaintCategory,
    string
  >,
);

export const complaintStatusMessages = defineMessages('complaints.status', COMPLAINT_STATUS_LABELS);
