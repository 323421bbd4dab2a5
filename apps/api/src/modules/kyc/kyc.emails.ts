import { KYC_DOCUMENT_KIND_LABELS, type KycDocumentKind } from '@kwacha/shared/kyc/kyc';
import { type RenderedEmail, renderEmail } from '../mail/templates/layout';

export const KYC_APPROVED_EMAIL_TEMPLATE = 'kyc-approved';
export const KYC_ANOTHER_PHOTO_EMAIL_TEMPLATE = 'kyc-another-photo';

interface Person {
  firstName: string | null;
  username: string;
}

const greeting = (p: Person) => `Hello ${p.firstName ?? p.username},`;
const action = (appUrl: string) => ({ label: 'Verify your identity', url: `${appUrl}/verify-identity` });

/** docs/product.md §20.4: the documents were approved. */
export function kycApprovedEmail(borrower: Person, appUrl: string): RenderedEmail {
  return renderEmail({
    template: KYC_APPROVED_EMAIL_TEMPLATE,
    subject: 'Your identity documents are approved',
    greeting: greeting(borrower),
    paragraphs: [
      'We checked your national registration card and your selfie, and they are approved.',
      'You do not need to send them again. Once a loan is approved, we can pay it out to you.',
    ],
    action: { label: 'Go to my dashboard', url: `${appUrl}/dashboard` },
  });
}

/**
 * docs/product.md §20.4: staff asked for another photo. The stored e-mail carries staff's reason (what
 * the borrower must fix), never the photo or the NRC number.
 */
export function kycAnotherPhotoEmail(
  borrower: Person,
  request: { kind: KycDocumentKind; reason: string },
  appUrl: string,
): RenderedEmail {
  return renderEmail({
    template: KYC_ANOTHER_PHOTO_EMAIL_TEMPLATE,
    subject: 'We need another photo to verify your identity',
    greeting: greeting(borrower),
    paragraphs: [
      `We could not approve your identity documents yet. Please upload a new photo: ${KYC_DOCUMENT_KIND_LABELS[request.kind]}.`,
      `Our reason: ${request.reason}`,
    ],
    action: action(appUrl),
  });
}
