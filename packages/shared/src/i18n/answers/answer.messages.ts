import { LOAN_STATUS_LABELS } from '../../loans/loan-status-labels';
import { defineMessages, type MessageDescriptor } from '../message-descriptor';
import { ruleMessages } from './rule.messages';

/**
 * The server's own answers to a borrower (decision 030): domain errors, the field messages services add,
 * and the success messages in `message`/`msg`, each exactly the English the API writes today. A value in
 * the text (an amount, a date, a reference, a wait) is a simple `{name}` argument; `{wait}`, `{loanStatus}`
 * and `{photo}` hold English words and are translated themselves (waitMessages, loanStatusMessages,
 * photoMessages) before they go into the translation.
 */
export const answerMessages = defineMessages('answers', {
  // Any route
  authenticationRequired: 'Authentication required. Please log in.',
  noPermission: 'You do not have permission to perform this action.',
  tooManyRequests: 'Too many requests. Please wait {wait} before trying again.',
  tooManyRequestsSeconds: 'Too many requests. Please wait {seconds} seconds and try again.',
  badRequest: 'The request could not be processed.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internalError: 'Something went wrong on our side. Please try again.',
  // Sign-up, sign-in, e-mail verification, password reset
  invalidCredentials: 'Invalid email/username or password.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  alreadyVerified: 'Your email address is already verified.',
  verifyEmailToContinue: 'Please verify your email address to continue.',
  verificationFailed: 'Email verification failed. The link might be expired or invalid.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  emailExists: 'An account with this email address already exists.',
  phoneExists: 'An account with this phone number already exists.',
  nrcExists: 'An account with this NRC number already exists.',
  commonPassword: 'This password is too common. Please choose a less predictable password.',
  newsWordingMissing: 'Please reload the page and tick the news and offers box again.',
  tooManyLogins: 'Too many failed login attempts for this account. Please wait {wait} before trying again.',
  tooManyResets:
    'Too many password reset requests for this email address. Please wait {wait} before trying again.',
  tooManyVerificationEmails:
    'Too many verification emails requested. Please wait {wait} before trying again.',
  tooManyRegistrations:
    'Too many registration attempts with these details. Please wait {wait} before trying again.',
  registered: 'Registration successful! Please check your email to verify your account.',
  loggedIn: 'Login successful!',
  loggedOut: 'You have been logged out.',
  emailVerified: 'Email verified successfully! Welcome to Kwacha Loans.',
  verificationSent: 'A new verification email has been sent. Please check your inbox.',
  resetLinkSent:
    'If an account exists for that email address, we have sent a link to reset the password. Please check your inbox.',
  passwordReset: 'Your password has been reset. You can now log in with your new password.',
  // Applying for a loan
  verifyEmailToApply: 'Please verify your email address before applying for a loan.',
  applyUnderAge: 'You must be at least 18 years old to apply for a loan.',
  citizensOnly: 'Loans are available to Zambian citizens only: a citizen NRC number ends in 1.',
  overdueLoan: 'You have an overdue loan. Please repay it before applying for a new loan.',
  applicationOpen:
    'You already have an application under review. Please wait for a decision before applying again.',
  termsChanged:
    'The loan terms changed while you were applying. Please review the new key facts and accept them again.',
  productNotFound: 'That loan product does not exist.',
  productNotOffered: '{product} is no longer offered. Please choose another loan product.',
  productAmounts: '{product} amounts are from {min} to {max}.',
  productTerms: '{product} terms are from {minMonths} to {maxMonths} months.',
  bankListUnavailable: 'The list of banks is not available right now. Please try again shortly.',
  applicationReceived: 'Your loan application has been submitted. We will review it shortly.',
  applicationApproved: 'Your loan application has been approved. We will send the money within 24 hours.',
  loanNotFound: 'Loan not found.',
  // Paying
  loanNotRepayable: 'Only an active or overdue loan can be repaid. This loan is {loanStatus}.',
  loanNotPayableOff: 'Only an active or overdue loan can be paid off.',
  amountAboveBalance: 'You cannot pay more than your outstanding balance of K{balance}.',
  insufficientFunds:
    'Payment could not be completed: the payer mobile account has insufficient funds. Please top up and try again.',
  paymentNotStarted: 'Failed to initiate payment. Please try again.',
  paymentRequestReused:
    'This payment request was already used for a different payment. Please start a new payment.',
  paymentInFlight:
    'A payment for this loan is still being confirmed. Please wait for it before paying off the loan.',
  payoffInFlight: 'This loan is being paid off. Please wait until that payment is confirmed.',
  payoffAmount: 'The amount to pay off this loan today is {amount}.',
  prepaymentNotAboveDue:
    'To reduce your loan, pay more than what is due now ({due}). To pay what is due, choose An amount I choose.',
  prepaymentPaysOff: 'This amount would close the loan: choose Pay off the whole loan today instead.',
  cardPaymentsOff:
    'Card payments are not available: the payment provider public key is missing. Please pay by mobile money.',
  cardGatewayNotReady: 'Payment gateway not ready. Please refresh the page or try again later.',
  nothingAhead: 'Every instalment of this loan is already due: there is nothing to pay ahead.',
  prepaymentInFlight: 'A payment that reduces this loan is being confirmed. Please wait until it is.',
  payoffDayPast: 'Choose today or a later day.',
  payoffDayTooLate: 'Choose a day up to {lastDay}, the last due date.',
  tooManyPayments: 'Too many payment requests. Please wait {wait} before trying again.',
  paymentStarted: 'Payment initiated successfully!',
  // Statements, receipts and letters
  loanNotRepaid: 'This loan is not fully repaid yet.',
  receiptNotAvailable: 'A receipt is only available for a payment we have received.',
  paymentNotFound: 'Payment not found.',
  tooManyDocuments: 'Too many documents requested. Please wait {wait} before trying again.',
  // Profile: language, texts, news and offers, notifications
  languageSaved: 'Language saved.',
  textsOn: 'We will also send you text messages.',
  textsOff: 'We will no longer send you text messages.',
  newsOn: 'You will receive news and offers from Kwacha Loans by e-mail.',
  newsOff: 'You will no longer receive news and offers from Kwacha Loans.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Please use the link in our e-mail, or stop news and offers from your profile.',
  allNotificationsRead: 'All notifications marked as read.',
  notificationRead: 'Notification marked as read.',
  notificationNotFound: 'Notification not found.',
  // Data rights
  sameValue: 'This is already the value we hold.',
  sameEmail: 'This is already your e-mail address.',
  emailUsedElsewhere: 'This e-mail address is already used by another account.',
  correctionPending: 'You already have a correction request waiting for staff.',
  emailChanged:
    'Your e-mail address was changed. We sent a verification link to the new address; please open it to verify it.',
  correctionFiled:
    'Your correction request was received. Staff will check it against your NRC and tell you the outcome.',
  erasureOpenLoan:
    'Your account cannot be erased yet: you have a loan that is not finished ({loanStatus}). Once every loan is repaid or closed you can ask again. We must keep loan records for 10 years after a loan closes.',
  erasurePaymentInFlight:
    "Your account cannot be erased yet: a payment is waiting for the mobile money provider's answer. Please ask again once it has gone through or failed.",
  tooManyDataDownloads:
    'You have downloaded your data several times already. Please wait {wait} before trying again.',
  // Complaints
  complaintReceived: 'Your complaint was received. Your reference is {reference}.',
  complaintNotFound: 'Complaint not found.',
  attachmentNotFound: 'This complaint has no attachment.',
  attachmentType: 'The attachment must be a PNG or JPEG image or a PDF document.',
  attachmentTooLarge: 'The attachment must be at most 2 MB.',
  oneAttachment: 'Please attach at most one file.',
  formUnreadable: 'The form could not be read. Please try again.',
  tooManyComplaints: 'You have raised several complaints already. Please wait {wait} before raising another.',
  // Identity check
  photoNotImage: 'That file is not a photo. Upload a JPEG, PNG or WebP image.',
  photoTooLarge: 'That photo is larger than 8 MB. Take it again at a lower resolution.',
  photoTooManyPixels: 'That photo has too many pixels. Take it again at a lower resolution.',
  photoUnreadable: 'We could not read that photo. Take it again.',
  onePhoto: 'Upload one photo at a time in the field "file".',
  noPhoto: 'Choose a photo to upload.',
  photosIncomplete: 'Add all three photos before you submit.',
  photoNotReplaced: 'Upload a new photo first: {photo}.',
  documentsLocked: 'Your documents have been sent for checking. You cannot change them now.',
  photoNotFound: 'Photo not found.',
  photoStorageUnavailable: 'Photos cannot be saved or shown right now. Please try again in a few minutes.',
  photoSaved: 'Your photo was saved.',
  documentsSubmitted: 'Thank you. We will check your documents within one working day.',
  tooManyPhotos: 'You have uploaded many photos already. Please wait {wait} before uploading another.',
  // The contact form
  messageSent: 'Thank you for your message! We will get back to you soon.',
  tooManyMessages: 'You have sent several messages already. Please wait {wait} before sending another.',
});

/** `{wait}`: "45 seconds", "1 minute", "12 minutes" (lib/rate-limit/wait-text.ts). */
export const waitMessages = defineMessages('answers.wait', {
  seconds: '{count, plural, one {# second} other {# seconds}}',
  minutes: '{count, plural, one {# minute} other {# minutes}}',
});

/** `{loanStatus}`: a loan's status, as LOAN_STATUS_LABELS writes it or lower-cased without underscores. */
export const loanStatusMessages = defineMessages('answers.loanStatus', LOAN_STATUS_LABELS);

/** `{photo}`: which identity photo (KYC_DOCUMENT_KIND_LABELS). */
export const photoMessages = defineMessages('answers.photo', {
  nrc_front: 'Front of your NRC',
  nrc_back: 'Back of your NRC',
  selfie: 'A selfie holding your NRC',
});

const a = answerMessages;

/**
 * Domain errors by their code: the texts each code carries. The code picks the candidates and the English
 * picks among them, so an English text changed in a service falls back to English rather than showing a
 * translation of what it used to say.
 */
export const ERROR_ANSWERS: Readonly<Record<string, readonly MessageDescriptor[]>> = {
  UNAUTHENTICATED: [a.authenticationRequired],
  FORBIDDEN: [a.noPermission],
  RATE_LIMITED: [
    a.tooManyRequests,
    a.tooManyRequestsSeconds,
    a.tooManyLogins,
    a.tooManyResets,
    a.tooManyVerificationEmails,
    a.tooManyRegistrations,
    a.tooManyPayments,
    a.tooManyDocuments,
    a.tooManyDataDownloads,
    a.tooManyComplaints,
    a.tooManyPhotos,
    a.tooManyMessages,
  ],
  BAD_REQUEST: [a.badRequest],
  SERVICE_UNAVAILABLE: [a.serviceUnavailable],
  INTERNAL_ERROR: [a.internalError],
  INVALID_CREDENTIALS: [a.invalidCredentials],
  ACCOUNT_DEACTIVATED: [a.accountDeactivated],
  ALREADY_VERIFIED: [a.alreadyVerified],
  EMAIL_NOT_VERIFIED: [a.verifyEmailToContinue, a.verifyEmailToApply],
  INVALID_TOKEN: [a.verificationFailed, a.resetLinkInvalid],
  DUPLICATE_ACCOUNT: [a.emailExists, a.phoneExists, a.nrcExists],
  NOT_ELIGIBLE: [a.applyUnderAge, a.citizensOnly, a.overdueLoan],
  APPLICATION_ALREADY_OPEN: [a.applicationOpen],
  TERMS_CHANGED: [a.termsChanged],
  PRODUCT_NOT_FOUND: [a.productNotFound],
  BANK_LIST_UNAVAILABLE: [a.bankListUnavailable],
  LOAN_NOT_FOUND: [a.loanNotFound],
  LOAN_NOT_PAYABLE: [a.loanNotRepayable, a.loanNotPayableOff],
  AMOUNT_ABOVE_BALANCE: [a.amountAboveBalance],
  INSUFFICIENT_FUNDS: [a.insufficientFunds],
  PAYMENT_CHANNEL_OFF: [
    ruleMessages.collectionsOff,
    ruleMessages.payoutToWalletOff,
    ruleMessages.payoutToBankOff,
  ],
  PAYMENT_FAILED: [a.paymentNotStarted],
  CARD_PAYMENTS_OFF: [a.cardPaymentsOff],
  PAYMENT_GATEWAY_NOT_READY: [a.cardGatewayNotReady],
  IDEMPOTENCY_KEY_REUSED: [a.paymentRequestReused],
  PAYMENT_IN_FLIGHT: [a.paymentInFlight],
  PAYOFF_IN_FLIGHT: [a.payoffInFlight],
  NOTHING_AHEAD: [a.nothingAhead],
  PREPAYMENT_IN_FLIGHT: [a.prepaymentInFlight],
  LOAN_NOT_REPAID: [a.loanNotRepaid],
  RECEIPT_NOT_AVAILABLE: [a.receiptNotAvailable],
  PAYMENT_NOT_FOUND: [a.paymentNotFound],
  INVALID_UNSUBSCRIBE_LINK: [a.unsubscribeLinkInvalid],
  NOTIFICATION_NOT_FOUND: [a.notificationNotFound],
  EMAIL_TAKEN: [a.emailUsedElsewhere],
  CORRECTION_PENDING: [a.correctionPending],
  ERASURE_REFUSED: [a.erasureOpenLoan, a.erasurePaymentInFlight],
  COMPLAINT_NOT_FOUND: [a.complaintNotFound],
  ATTACHMENT_NOT_FOUND: [a.attachmentNotFound],
  KYC_FILE_NOT_IMAGE: [a.photoNotImage],
  KYC_FILE_TOO_LARGE: [a.photoTooLarge],
  KYC_IMAGE_TOO_LARGE: [a.photoTooManyPixels],
  KYC_IMAGE_UNREADABLE: [a.photoUnreadable],
  KYC_INCOMPLETE: [a.photosIncomplete],
  KYC_PHOTO_NOT_REPLACED: [a.photoNotReplaced],
  KYC_LOCKED: [a.documentsLocked],
  KYC_DOCUMENT_NOT_FOUND: [a.photoNotFound],
  KYC_STORAGE_UNAVAILABLE: [a.photoStorageUnavailable],
};

/**
 * Field messages (`details`, and a validation error's own message): the shared rules' and those the
 * services add beside a field.
 */
export const FIELD_ANSWERS: readonly MessageDescriptor[] = [
  ...Object.values(ruleMessages),
  a.emailExists,
  a.phoneExists,
  a.nrcExists,
  a.commonPassword,
  a.newsWordingMissing,
  a.productNotOffered,
  a.productAmounts,
  a.productTerms,
  a.amountAboveBalance,
  a.payoffAmount,
  a.prepaymentNotAboveDue,
  a.prepaymentPaysOff,
  a.payoffDayPast,
  a.payoffDayTooLate,
  a.sameValue,
  a.sameEmail,
  a.unsubscribeLinkInvalid,
  a.attachmentType,
  a.attachmentTooLarge,
  a.oneAttachment,
  a.formUnreadable,
  a.photoNotImage,
  a.photoTooLarge,
  a.photoTooManyPixels,
  a.photoUnreadable,
  a.onePhoto,
  a.noPhoto,
];

/** Success answers' `message` and `msg`. */
export const SUCCESS_ANSWERS: readonly MessageDescriptor[] = [
  a.registered,
  a.loggedIn,
  a.loggedOut,
  a.emailVerified,
  a.verificationSent,
  a.resetLinkSent,
  a.passwordReset,
  a.applicationReceived,
  a.applicationApproved,
  a.paymentStarted,
  a.languageSaved,
  a.textsOn,
  a.textsOff,
  a.newsOn,
  a.newsOff,
  a.allNotificationsRead,
  a.notificationRead,
  a.emailChanged,
  a.correctionFiled,
  a.complaintReceived,
  a.photoSaved,
  a.documentsSubmitted,
  a.messageSent,
];
