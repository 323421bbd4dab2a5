import { defineMessages } from '../message-descriptor';

/**
 * The identity-check decisions (apps/api/src/modules/kyc/kyc.emails.ts). Staff's reason is shown as staff
 * wrote it (decision 029). The photos' English is packages/shared/src/kyc/kyc.ts's (a test keeps them equal).
 */
export const emailKycMessages = defineMessages('emailKyc', {
  approvedSubject: 'Your identity documents are approved',
  approvedChecked: 'We checked your national registration card and your selfie, and they are approved.',
  approvedNext: 'You do not need to send them again. Once a loan is approved, we can pay it out to you.',
  approvedButton: 'Go to my dashboard',
  anotherPhotoSubject: 'We need another photo to verify your identity',
  anotherPhoto: 'We could not approve your identity documents yet. Please upload a new photo: {photo}.',
  reason: 'Our reason: {reason}',
  anotherPhotoButton: 'Verify your identity',
  photoNrcFront: 'Front of your NRC',
  photoNrcBack: 'Back of your NRC',
  photoSelfie: 'A selfie holding your NRC',
});
