import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';

/**
 * /verify-identity (docs/product.md §20); the English is product.md's, byte for byte. The server's
 * answers (its refusals, "Thank you. We will check…") and staff's reasons stay as sent.
 */
export const verifyIdentityMessages = defineMessages('verifyIdentity', {
  title: 'Verify your identity',
  intro:
    'The law asks us to know who we lend to before money moves. Your photos are stored encrypted, are never public, and only the staff who check them can see them.',
  loadFailed: 'Failed to load your identity check. Please try again.',
  loading: 'Loading your identity check…',
  submitFailed: 'Your documents could not be sent. Please try again.',
  addAllThree: 'Add all three photos to send them for checking.',
  sending: 'Sending…',
  submit: 'Submit for checking',
});

/** Where the check stands: the banner above the photos. */
export const kycBannerMessages = defineMessages('verifyIdentity.banner', {
  status: 'Status',
  sent: 'Sent {date}.',
  approved: 'Approved {date}.',
});

/** What each status asks of the borrower, keyed by status. */
export const kycExplanationMessages = defineMessages('verifyIdentity.explanation', {
  not_started:
    'Add the three photos below, then send them for checking. We check them before we send any money.',
  submitted: 'We will check your documents within one working day and tell you by e-mail.',
  approved: 'Your identity is verified. Nothing more to do.',
  needs_another_photo: 'Replace the photo named below, then send your documents for checking again.',
});

/** One photo's slot. */
export const photoSlotMessages = defineMessages('verifyIdentity.photo', {
  needAnother: 'We need another photo:',
  preview: 'Your photo: {document}',
  couldNotShow: 'This photo could not be shown.',
  loadingPhoto: 'Loading your photo…',
  noPhoto: 'No photo yet',
  uploadingProgress: 'Uploading {document}',
  uploading: 'Uploading your photo…',
  saved: 'Photo saved.',
  savedOn: 'Photo saved {date}.',
  tryAgainFor: 'Try again — {document}',
  tryAgain: 'Try again',
  takePhoto: 'Take a photo',
  chooseFile: 'Choose a file',
});

/** How to take each photo, keyed by kind. */
export const photoHintMessages = defineMessages('verifyIdentity.photoHint', {
  nrc_front: 'The side with your photo. All four corners in the picture, no glare, the numbers readable.',
  nrc_back: 'The side with your thumbprint. All four corners in the picture, the writing readable.',
  selfie: 'Your face and your NRC beside it, both clear. Take it in good light, without a hat or glasses.',
});

/** An upload's own messages; the server's refusals stay as sent. */
export const uploadMessages = defineMessages('verifyIdentity.upload', {
  failed: 'Your photo could not be uploaded. Please try again.',
  notSent: 'This photo has not been sent yet.',
  tooLarge: KYC_MESSAGES.fileTooLarge,
});
