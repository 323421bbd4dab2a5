import { defineMessages } from '@kwacha/shared/i18n/message-descriptor';
import { KYC_DOCUMENT_KIND_LABELS, KYC_MESSAGES, KYC_STATUS_LABELS } from '@kwacha/shared/kyc/kyc-view';

/** An identity check's status in the borrower's words (docs/product.md §20); staff's own stay English. */
export const kycStatusMessages = defineMessages('kyc.status', KYC_STATUS_LABELS);

/** The three photos, keyed by kind, in the shared labels' English. */
export const kycDocumentMessages = defineMessages('kyc.document', KYC_DOCUMENT_KIND_LABELS);

/** The identity check's card on the dashboard and the profile. */
export const identityCardMessages = defineMessages('kyc.card', {
  heading: 'Identity check',
  applicationWaiting:
    'Your application is waiting for this: we approve it and send the money only once your identity is verified.',
  beforeMoney: 'We check your NRC and a selfie before we send any money.',
  verifyLink: KYC_MESSAGES.verifyLink,
  loadFailed: 'We could not load your identity check. Please try again.',
  tryAgain: 'Try Again',
  loading: 'Loading your identity check…',
  // docs/product.md §21.2: nothing kept on this device and no network.
  offline: 'Not available offline.',
});
