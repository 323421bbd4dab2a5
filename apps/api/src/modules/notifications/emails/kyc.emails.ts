import { emailKycMessages as messages } from '@kwacha/shared/i18n/server/email-kyc.messages';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import type { KycDocumentKind } from '@kwacha/shared/kyc/kyc-view';
import {
  type EmailRecipient,
  greetingFor,
  languageOf,
  type RenderedEmail,
  renderEmail,
} from '../../mail/templates/layout';

export const KYC_APPROVED_EMAIL_TEMPLATE = 'kyc-approved';
export const KYC_ANOTHER_PHOTO_EMAIL_TEMPLATE = 'kyc-another-photo';

/** Each photo as the borrower reads it (KYC_DOCUMENT_KIND_LABELS in English). */
export const KYC_PHOTO_NAMES = {
  nrc_front: messages.photoNrcFront,
  nrc_back: messages.photoNrcBack,
  selfie: messages.photoSelfie,
} as const satisfies Record<KycDocumentKind, unknown>;

/** docs/product.md §20.4: the documents were approved. In the borrower's language (§22). */
export function kycApprovedEmail(borrower: EmailRecipient, appUrl: string): RenderedEmail {
  const language = languageOf(borrower);
  return renderEmail({
    template: KYC_APPROVED_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.approvedSubject),
    greeting: greetingFor(borrower),
    paragraphs: [translate(language, messages.approvedChecked), translate(language, messages.approvedNext)],
    action: { label: translate(language, messages.approvedButton), url: `${appUrl}/dashboard` },
  });
}

/**
 * docs/product.md §20.4: staff asked for another photo. The stored e-mail carries staff's reason (what
 * the borrower must fix, as staff wrote it), never the photo or the NRC number.
 */
export function kycAnotherPhotoEmail(
  borrower: EmailRecipient,
  request: { kind: KycDocumentKind; reason: string },
  appUrl: string,
): RenderedEmail {
  const language = languageOf(borrower);
  return renderEmail({
    template: KYC_ANOTHER_PHOTO_EMAIL_TEMPLATE,
    language,
    subject: translate(language, messages.anotherPhotoSubject),
    greeting: greetingFor(borrower),
    paragraphs: [
      translate(language, messages.anotherPhoto, {
        photo: translate(language, KYC_PHOTO_NAMES[request.kind]),
      }),
      translate(language, messages.reason, { reason: request.reason }),
    ],
    action: { label: translate(language, messages.anotherPhotoButton), url: `${appUrl}/verify-identity` },
  });
}
